import { Document, NodeIO } from '@gltf-transform/core';
import { EXTTextureAVIF, EXTTextureWebP } from '@gltf-transform/extensions';
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

/**
 * A textured quad whose base colour texture holds `image` as it is (only its header need be
 * valid), so tests can hand the upload and the converter textures of any declared size.
 */
export async function makeTexturedGlb(image: Uint8Array, mimeType = 'image/png', name = 'Putz'): Promise<Buffer> {
  const document = new Document();
  if (mimeType === 'image/webp') document.createExtension(EXTTextureWebP).setRequired(true);
  if (mimeType === 'image/avif') document.createExtension(EXTTextureAVIF).setRequired(true);
  const buffer = document.createBuffer();
  const accessor = (type: 'VEC2' | 'VEC3' | 'SCALAR', array: Float32Array | Uint16Array) =>
    document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const texture = document.createTexture(name).setImage(image).setMimeType(mimeType);
  const primitive = document
    .createPrimitive()
    .setAttribute('POSITION', accessor('VEC3', new Float32Array([0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0])))
    .setAttribute('TEXCOORD_0', accessor('VEC2', new Float32Array([0, 1, 1, 1, 1, 0, 0, 0])))
    .setIndices(accessor('SCALAR', new Uint16Array([0, 1, 2, 0, 2, 3])))
    .setMaterial(document.createMaterial(name).setBaseColorTexture(texture));
  const node = document.createNode('Wand').setMesh(document.createMesh('Wand').addPrimitive(primitive));
  document.createScene('Szene').addChild(node);
  const io = new NodeIO().registerExtensions([EXTTextureWebP, EXTTextureAVIF]);
  return Buffer.from(await io.writeBinary(document));
}

export function makePng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

/** A heavy but valid GLB (a finely subdivided plane), so a conversion takes a few seconds. */
export async function makeDenseGlb(gridSize: number): Promise<Buffer> {
  const document = new Document();
  const buffer = document.createBuffer();
  const positions = new Float32Array((gridSize + 1) * (gridSize + 1) * 3);
  for (let row = 0, p = 0; row <= gridSize; row += 1) {
    for (let column = 0; column <= gridSize; column += 1) {
      positions[p++] = column / gridSize;
      positions[p++] = Math.sin(column * 0.3) * Math.cos(row * 0.2) * 0.05;
      positions[p++] = row / gridSize;
    }
  }
  const indices = new Uint32Array(gridSize * gridSize * 6);
  for (let row = 0, i = 0; row < gridSize; row += 1) {
    for (let column = 0; column < gridSize; column += 1) {
      const a = row * (gridSize + 1) + column;
      const b = a + gridSize + 1;
      indices.set([a, b, a + 1, a + 1, b, b + 1], i);
      i += 6;
    }
  }
  const primitive = document
    .createPrimitive()
    .setAttribute('POSITION', document.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer))
    .setIndices(document.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer))
    .setMaterial(document.createMaterial('Gelände').setBaseColorFactor([0.4, 0.6, 0.3, 1]));
  const node = document.createNode('Gelände').setMesh(document.createMesh('Gelände').addPrimitive(primitive));
  document.createScene('Szene').addChild(node);
  return Buffer.from(await new NodeIO().writeBinary(document));
}

/** Valid glTF without any geometry: the validator accepts it, but there is nothing to convert. */
export async function makeEmptySceneGlb(): Promise<Buffer> {
  const document = new Document();
  document.createScene('Leer').addChild(document.createNode('Nur ein Knoten'));
  return Buffer.from(await new NodeIO().writeBinary(document));
}

/** Valid glTF whose only mesh draws points: the validator accepts it, but it has no surface. */
export async function makePointsGlb(): Promise<Buffer> {
  const document = new Document();
  const buffer = document.createBuffer();
  const position = document
    .createAccessor()
    .setType('VEC3')
    .setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]))
    .setBuffer(buffer);
  const primitive = document.createPrimitive().setAttribute('POSITION', position).setMode(0);
  const node = document.createNode('Punkte').setMesh(document.createMesh('Punkte').addPrimitive(primitive));
  document.createScene('Punkte').addChild(node);
  return Buffer.from(await new NodeIO().writeBinary(document));
}
