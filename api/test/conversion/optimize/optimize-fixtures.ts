import { type Accessor, Document, Logger, Material, Scene, Texture, type vec3 } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshPrimitiveRestart, KHRMeshQuantization } from '@gltf-transform/extensions';
import { draco, meshopt, quantize } from '@gltf-transform/functions';
import { MeshoptEncoder } from 'meshoptimizer';
import sharp, { type Sharp } from 'sharp';
import { gltfIO } from '../../../src/conversion/gltf-io.js';

/** Half the side of every grid, in metres. */
export const GRID_HALF_SIZE = 5;

/** A document that keeps glTF Transform's progress messages out of the test output. */
function quietDocument(): Document {
  return new Document().setLogger(new Logger(Logger.Verbosity.WARN));
}

function scene(document: Document): Scene {
  const root = document.getRoot();
  const existing = root.getDefaultScene();
  if (existing) return existing;
  const created = document.createScene('Szene');
  root.setDefaultScene(created);
  return created;
}

async function toGlb(document: Document): Promise<Uint8Array> {
  return (await gltfIO()).writeBinary(document);
}

/**
 * A gently waving square of segments × segments quads with normals and UVs, as a scene node. Every
 * vertex differs from the others, so welding cannot merge any.
 */
function addGrid(document: Document, name: string, segments: number, material?: Material): void {
  const side = segments + 1;
  const positions = new Float32Array(side * side * 3);
  const normals = new Float32Array(side * side * 3);
  const uvs = new Float32Array(side * side * 2);
  for (let row = 0; row < side; row++) {
    for (let column = 0; column < side; column++) {
      const vertex = row * side + column;
      const x = (column / segments - 0.5) * 2 * GRID_HALF_SIZE;
      const z = (row / segments - 0.5) * 2 * GRID_HALF_SIZE;
      positions.set([x, 0.5 * Math.sin(x) * Math.cos(z), z], vertex * 3);
      const normal = [-0.5 * Math.cos(x) * Math.cos(z), 1, 0.5 * Math.sin(x) * Math.sin(z)];
      const length = Math.hypot(...normal);
      normals.set(
        normal.map((component) => component / length),
        vertex * 3,
      );
      uvs.set([column / segments, row / segments], vertex * 2);
    }
  }
  const indices = new Uint32Array(segments * segments * 6);
  for (let row = 0; row < segments; row++) {
    for (let column = 0; column < segments; column++) {
      const corner = row * side + column;
      indices.set(
        [corner, corner + side, corner + 1, corner + 1, corner + side, corner + side + 1],
        (row * segments + column) * 6,
      );
    }
  }
  const buffer = document.getRoot().listBuffers()[0] ?? document.createBuffer();
  const accessor = (type: 'SCALAR' | 'VEC2' | 'VEC3', array: Float32Array | Uint32Array) =>
    document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const primitive = document
    .createPrimitive()
    .setAttribute('POSITION', accessor('VEC3', positions))
    .setAttribute('NORMAL', accessor('VEC3', normals))
    .setAttribute('TEXCOORD_0', accessor('VEC2', uvs))
    .setIndices(accessor('SCALAR', indices))
    .setMaterial(material ?? null);
  const node = document.createNode(name).setMesh(document.createMesh(name).addPrimitive(primitive));
  scene(document).addChild(node);
}

/** Random pixels: photo-like data that no encoder can shrink to nothing. */
function noise(width: number, height: number): Sharp {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 180, g: 120, b: 90 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  });
}

function texture(document: Document, name: string, image: Buffer, mimeType: string): Texture {
  return document.createTexture(name).setImage(new Uint8Array(image)).setMimeType(mimeType);
}

/** Two grids of segments × segments quads as nodes "Gelände" and "Dach", the roof 3 m up and turned. */
export function twoGridsDocument(segments: number): Document {
  const document = quietDocument();
  addGrid(document, 'Gelände', segments);
  addGrid(document, 'Dach', segments);
  document.getRoot().listNodes()[1].setTranslation([2, 3, 1]).setRotation([0, Math.SQRT1_2, 0, Math.SQRT1_2]);
  return document;
}

/** About 26,000 vertices of plain float geometry, and an empty node marking where the camera looks. */
export async function denseGlb(): Promise<Uint8Array> {
  const document = quietDocument();
  addGrid(document, 'Gelände', 160);
  scene(document).addChild(document.createNode('Blickpunkt').setTranslation([0, 1.6, 0]));
  return toGlb(document);
}

/** The dense grid, already compressed with EXT_meshopt_compression. */
export async function meshoptGlb(): Promise<Uint8Array> {
  const document = quietDocument();
  addGrid(document, 'Gelände', 160);
  await document.transform(meshopt({ encoder: MeshoptEncoder }));
  return toGlb(document);
}

/** The dense grid quantised by glTF Transform's quantize(): normalised shorts, KHR_mesh_quantization. */
export async function quantizedGlb(): Promise<Uint8Array> {
  const document = quietDocument();
  addGrid(document, 'Gelände', 160);
  await document.transform(quantize());
  return toGlb(document);
}

/**
 * Stores every grid as gltfpack does by default: POSITION as unnormalised 14-bit unsigned integers
 * that the node's scale and translation turn back into metres, NORMAL as normalised bytes and
 * TEXCOORD_0 as normalised unsigned shorts.
 */
function quantizeLikeGltfpack(document: Document): void {
  const floats = (accessor: Accessor) => Float32Array.from(accessor.getArray() ?? []);
  const steps = 2 ** 14 - 1;
  for (const node of document.getRoot().listNodes()) {
    for (const primitive of node.getMesh()?.listPrimitives() ?? []) {
      const position = primitive.getAttribute('POSITION');
      const normal = primitive.getAttribute('NORMAL');
      const uv = primitive.getAttribute('TEXCOORD_0');
      if (!position || !normal || !uv) throw new Error('The grid lacks an attribute.');
      const min = position.getMin([]);
      const extent = Math.max(...position.getMax([]).map((value, axis) => value - min[axis]));
      const metres = floats(position);
      position.setArray(
        Uint16Array.from(metres, (value, index) => Math.round(((value - min[index % 3]) / extent) * steps)),
      );
      normal.setArray(Int8Array.from(floats(normal), (value) => Math.round(value * 127))).setNormalized(true);
      uv.setArray(Uint16Array.from(floats(uv), (value) => Math.round(value * 65535))).setNormalized(true);
      const scale = extent / steps;
      node.setTranslation(min as vec3).setScale([scale, scale, scale]);
    }
  }
  document.createExtension(KHRMeshQuantization).setRequired(true);
}

/** The dense grid quantised as gltfpack quantises (see quantizeLikeGltfpack), without compression. */
export async function gltfpackQuantizedGlb(): Promise<Uint8Array> {
  const document = quietDocument();
  addGrid(document, 'Gelände', 160);
  quantizeLikeGltfpack(document);
  return toGlb(document);
}

/** The gltfpack-quantised grid, also compressed with EXT_meshopt_compression as `gltfpack -c` writes it. */
export async function gltfpackCompressedGlb(): Promise<Uint8Array> {
  const document = quietDocument();
  addGrid(document, 'Gelände', 160);
  quantizeLikeGltfpack(document);
  document
    .createExtension(EXTMeshoptCompression)
    .setRequired(true)
    .setEncoderOptions({ method: EXTMeshoptCompression.EncoderMethod.QUANTIZE });
  return toGlb(document);
}

/** The dense grid declaring KHR_mesh_primitive_restart. */
export async function primitiveRestartGlb(): Promise<Uint8Array> {
  const document = quietDocument();
  document.createExtension(KHRMeshPrimitiveRestart).setRequired(true);
  addGrid(document, 'Gelände', 160);
  return toGlb(document);
}

/** One triangle without material: nothing left to save. */
export async function tinyGlb(): Promise<Uint8Array> {
  const document = quietDocument();
  const buffer = document.createBuffer();
  const positions = document
    .createAccessor()
    .setType('VEC3')
    .setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]))
    .setBuffer(buffer);
  const mesh = document
    .createMesh('Dreieck')
    .addPrimitive(document.createPrimitive().setAttribute('POSITION', positions));
  scene(document).addChild(document.createNode('Dreieck').setMesh(mesh));
  return toGlb(document);
}

/**
 * A facade with a 4096 × 2048 JPEG colour map, a PNG normal map, a JPEG occlusion/roughness/
 * metalness map and a heavily compressed JPEG emissive map (re-encoding it at normal quality would
 * make it larger), beside a pane whose colour map is a PNG with alpha.
 */
export async function texturedGlb(): Promise<Uint8Array> {
  const document = quietDocument();
  const facade = document
    .createMaterial('Putz')
    .setBaseColorTexture(texture(document, 'Putz', await noise(4096, 2048).jpeg().toBuffer(), 'image/jpeg'))
    .setNormalTexture(texture(document, 'Putz-Normalen', await noise(256, 256).png().toBuffer(), 'image/png'))
    .setEmissiveTexture(
      texture(document, 'Licht', await noise(256, 256).jpeg({ quality: 30 }).toBuffer(), 'image/jpeg'),
    );
  const orm = texture(document, 'Putz-ORM', await noise(256, 256).jpeg().toBuffer(), 'image/jpeg');
  facade.setOcclusionTexture(orm).setMetallicRoughnessTexture(orm);
  const glass = document
    .createMaterial('Glas')
    .setAlphaMode('BLEND')
    .setBaseColorTexture(
      texture(document, 'Glas', await noise(1024, 1024).ensureAlpha(0.5).png().toBuffer(), 'image/png'),
    );
  addGrid(document, 'Fassade', 4, facade);
  addGrid(document, 'Scheibe', 4, glass);
  return toGlb(document);
}

/** A textured facade whose geometry is Draco-compressed. */
export async function dracoGlb(): Promise<Uint8Array> {
  const document = quietDocument();
  const facade = document
    .createMaterial('Putz')
    .setBaseColorTexture(texture(document, 'Putz', await noise(512, 512).png().toBuffer(), 'image/png'));
  addGrid(document, 'Fassade', 20, facade);
  await document.transform(draco());
  return toGlb(document);
}

/** A model whose PNG texture holds bytes no decoder understands. */
export async function brokenTextureGlb(): Promise<Uint8Array> {
  const document = quietDocument();
  const material = document
    .createMaterial('Putz')
    .setBaseColorTexture(texture(document, 'Putz', Buffer.from('kein Bild, nur Text'), 'image/png'));
  addGrid(document, 'Fassade', 4, material);
  return toGlb(document);
}

/** The first half of a valid GLB. */
export async function truncatedGlb(): Promise<Uint8Array> {
  const glb = await denseGlb();
  return glb.subarray(0, Math.floor(glb.byteLength / 2));
}
