import { Document, NodeIO } from '@gltf-transform/core';
import sharp from 'sharp';

/** A small valid GLB: one coloured box-like triangle fan, made by code for the tests. */
export async function makeGlb(name = 'Testhaus'): Promise<Buffer> {
  const document = new Document();
  const buffer = document.createBuffer();
  const positions = document
    .createAccessor()
    .setType('VEC3')
    .setArray(new Float32Array([0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0]))
    .setBuffer(buffer);
  const indices = document
    .createAccessor()
    .setType('SCALAR')
    .setArray(new Uint16Array([0, 1, 2, 0, 2, 3]))
    .setBuffer(buffer);
  const material = document.createMaterial('Wand').setBaseColorFactor([0.9, 0.9, 0.85, 1]);
  const primitive = document
    .createPrimitive()
    .setAttribute('POSITION', positions)
    .setIndices(indices)
    .setMaterial(material);
  const mesh = document.createMesh(name).addPrimitive(primitive);
  const node = document.createNode(name).setMesh(mesh);
  document.createScene('Szene').addChild(node);
  return Buffer.from(await new NodeIO().writeBinary(document));
}

export function makePng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}
