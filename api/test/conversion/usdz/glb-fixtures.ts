import { Document, type Material, type Node, type Primitive } from '@gltf-transform/core';
import {
  EXTMeshGPUInstancing,
  EXTMeshoptCompression,
  EXTTextureWebP,
  KHRDracoMeshCompression,
  KHRMaterialsUnlit,
  KHRTextureBasisu,
  KHRTextureTransform,
} from '@gltf-transform/extensions';
import sharp from 'sharp';
import { gltfIO } from '../../../src/conversion/gltf-io.js';
import { editGlb } from './glb-surgery.js';

/** Test models made by code: each builder returns the GLB bytes. */

export async function glb(document: Document): Promise<Uint8Array> {
  return (await gltfIO()).writeBinary(document);
}

export function newDocument(): Document {
  const document = new Document();
  document.createBuffer();
  document.getRoot().setDefaultScene(document.createScene('Szene'));
  return document;
}

function defaultScene(document: Document) {
  const scene = document.getRoot().getDefaultScene();
  if (!scene) throw new Error('fixture without scene');
  return scene;
}

function accessor(
  document: Document,
  type: 'SCALAR' | 'VEC2' | 'VEC3' | 'VEC4' | 'MAT4',
  array: Float32Array | Uint32Array | Uint16Array,
) {
  return document.createAccessor().setType(type).setArray(array).setBuffer(document.getRoot().listBuffers()[0]);
}

/** A box of 24 vertices (4 per side) with normals and UVs; 12 triangles. */
export function boxPrimitive(document: Document, size = 1, material: Material | null = null): Primitive {
  const h = size / 2;
  const faces: [number[], number[], number[]][] = [
    [
      [0, 0, 1],
      [1, 0, 0],
      [0, 1, 0],
    ],
    [
      [0, 0, -1],
      [-1, 0, 0],
      [0, 1, 0],
    ],
    [
      [1, 0, 0],
      [0, 0, -1],
      [0, 1, 0],
    ],
    [
      [-1, 0, 0],
      [0, 0, 1],
      [0, 1, 0],
    ],
    [
      [0, 1, 0],
      [1, 0, 0],
      [0, 0, -1],
    ],
    [
      [0, -1, 0],
      [1, 0, 0],
      [0, 0, 1],
    ],
  ];
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  faces.forEach(([n, u, v], face) => {
    for (const [su, sv] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ]) {
      positions.push(...[0, 1, 2].map((k) => (n[k] + su * u[k] + sv * v[k]) * h));
      normals.push(...n);
      uvs.push((su + 1) / 2, (1 - sv) / 2);
    }
    const o = face * 4;
    indices.push(o, o + 1, o + 2, o, o + 2, o + 3);
  });
  return document
    .createPrimitive()
    .setAttribute('POSITION', accessor(document, 'VEC3', new Float32Array(positions)))
    .setAttribute('NORMAL', accessor(document, 'VEC3', new Float32Array(normals)))
    .setAttribute('TEXCOORD_0', accessor(document, 'VEC2', new Float32Array(uvs)))
    .setIndices(accessor(document, 'SCALAR', new Uint32Array(indices)))
    .setMaterial(material);
}

export function addMeshNode(document: Document, name: string, primitives: Primitive[], parent?: Node): Node {
  const mesh = document.createMesh(name);
  primitives.forEach((primitive) => mesh.addPrimitive(primitive));
  const node = document.createNode(name).setMesh(mesh);
  if (parent) parent.addChild(node);
  else defaultScene(document).addChild(node);
  return node;
}

export function image(colour: { r: number; g: number; b: number; alpha?: number }, format: 'png' | 'jpeg' | 'webp') {
  const channels = colour.alpha === undefined ? 3 : 4;
  const canvas = sharp({ create: { width: 8, height: 8, channels, background: colour } });
  return canvas.toFormat(format).toBuffer();
}

/** Base colour (PNG), metal-rough (JPEG), normal (PNG), occlusion (PNG) and emissive (WebP). */
export async function texturedPbr(): Promise<Uint8Array> {
  const document = newDocument();
  document.createExtension(EXTTextureWebP);
  const texture = async (name: string, data: Promise<Buffer>, mimeType: string) =>
    document
      .createTexture(name)
      .setImage(new Uint8Array(await data))
      .setMimeType(mimeType);
  const material = document
    .createMaterial('Holz')
    .setBaseColorFactor([0.8, 0.6, 0.4, 1])
    .setMetallicFactor(0.3)
    .setRoughnessFactor(0.7)
    .setEmissiveFactor([1, 0.5, 0])
    .setBaseColorTexture(await texture('Farbe', image({ r: 200, g: 150, b: 100 }, 'png'), 'image/png'))
    .setMetallicRoughnessTexture(await texture('Rauheit', image({ r: 0, g: 180, b: 60 }, 'jpeg'), 'image/jpeg'))
    .setNormalTexture(await texture('Normalen', image({ r: 128, g: 128, b: 255 }, 'png'), 'image/png'))
    .setOcclusionTexture(await texture('Verdeckung', image({ r: 230, g: 0, b: 0 }, 'png'), 'image/png'))
    .setEmissiveTexture(await texture('Leuchten', image({ r: 255, g: 255, b: 255 }, 'webp'), 'image/webp'));
  addMeshNode(document, 'Kiste', [boxPrimitive(document, 1, material)]);
  return glb(document);
}

/** A blended box with an RGBA texture and a masked box with a cut-off, side by side. */
export async function alphaModes(): Promise<Uint8Array> {
  const document = newDocument();
  const rgba = new Uint8Array(await image({ r: 255, g: 255, b: 255, alpha: 0.5 }, 'png'));
  const glass = document
    .createMaterial('Glas')
    .setBaseColorFactor([0.2, 0.4, 0.9, 0.6])
    .setAlphaMode('BLEND')
    .setBaseColorTexture(document.createTexture('Glas').setImage(rgba).setMimeType('image/png'));
  const fence = document
    .createMaterial('Zaun')
    .setBaseColorFactor([0.1, 0.5, 0.1, 0.8])
    .setAlphaMode('MASK')
    .setAlphaCutoff(0.3);
  addMeshNode(document, 'Glas', [boxPrimitive(document, 1, glass)]).setTranslation([-1, 0, 0]);
  addMeshNode(document, 'Zaun', [boxPrimitive(document, 1, fence)]).setTranslation([1, 0, 0]);
  return glb(document);
}

export const TEXTURE_TRANSFORM = { offset: [0.25, 0.5] as [number, number], scale: [2, 3] as [number, number] };

/** A textured box whose base colour texture is offset and scaled by KHR_texture_transform. */
export async function textureTransform(): Promise<Uint8Array> {
  const document = newDocument();
  const transform = document
    .createExtension(KHRTextureTransform)
    .createTransform()
    .setOffset(TEXTURE_TRANSFORM.offset)
    .setScale(TEXTURE_TRANSFORM.scale);
  const material = document.createMaterial('Fliesen').setBaseColorTexture(
    document
      .createTexture('Fliese')
      .setImage(new Uint8Array(await image({ r: 90, g: 90, b: 90 }, 'png')))
      .setMimeType('image/png'),
  );
  material.getBaseColorTextureInfo()?.setExtension('KHR_texture_transform', transform);
  addMeshNode(document, 'Boden', [boxPrimitive(document, 1, material)]);
  return glb(document);
}

/** A box under a node mirrored on X (scale -1, 1, 1), which turns the winding inside out. */
export async function negativeScale(): Promise<Uint8Array> {
  const document = newDocument();
  const material = document.createMaterial('Spiegel').setBaseColorFactor([0.9, 0.9, 0.9, 1]);
  const parent = document.createNode('Gespiegelt').setScale([-1, 1, 1]).setTranslation([0, 0.5, 0]);
  defaultScene(document).addChild(parent);
  addMeshNode(document, 'Kiste', [boxPrimitive(document, 1, material)], parent);
  return glb(document);
}

/**
 * One mesh with three coloured primitives, one without material, a triangle strip, a line
 * primitive (not drawable), a double-sided one without normals, and an unlit one; plus a child
 * node, so the hierarchy has depth.
 */
export async function severalPrimitives(): Promise<Uint8Array> {
  const document = newDocument();
  document.createExtension(KHRMaterialsUnlit);
  const colours: [string, [number, number, number, number]][] = [
    ['Rot', [1, 0, 0, 1]],
    ['Gruen', [0, 1, 0, 1]],
    ['Blau', [0, 0, 1, 1]],
  ];
  const primitives = colours.map(([name, colour]) =>
    boxPrimitive(document, 1, document.createMaterial(name).setBaseColorFactor(colour)),
  );
  primitives.push(boxPrimitive(document, 0.5));

  const strip = document
    .createPrimitive()
    .setMode(5)
    .setAttribute(
      'POSITION',
      accessor(document, 'VEC3', new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0, 0, 2, 0])),
    )
    .setMaterial(document.createMaterial('Streifen').setBaseColorFactor([1, 1, 0, 1]));
  const lines = document
    .createPrimitive()
    .setMode(1)
    .setAttribute('POSITION', accessor(document, 'VEC3', new Float32Array([0, 0, 0, 1, 1, 1])));
  const sheet = document
    .createPrimitive()
    .setAttribute('POSITION', accessor(document, 'VEC3', new Float32Array([0, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0, 1])))
    .setIndices(accessor(document, 'SCALAR', new Uint32Array([0, 2, 1, 0, 3, 2])))
    .setMaterial(document.createMaterial('Blatt').setBaseColorFactor([0.5, 0.25, 0, 1]).setDoubleSided(true));
  const unlitMaterial = document.createMaterial('Schild').setBaseColorFactor([0.9, 0.1, 0.6, 1]);
  unlitMaterial.setExtension('KHR_materials_unlit', document.createExtension(KHRMaterialsUnlit).createUnlit());
  const unlit = boxPrimitive(document, 0.25, unlitMaterial);
  const parent = addMeshNode(document, 'Haus', [...primitives, strip, lines]);
  addMeshNode(document, 'Anbau', [sheet, unlit], parent).setTranslation([2, 0, 0]);
  return glb(document);
}

/** One box mesh drawn three times through EXT_mesh_gpu_instancing, one of them mirrored. */
export async function gpuInstances(): Promise<Uint8Array> {
  const document = newDocument();
  const instancing = document.createExtension(EXTMeshGPUInstancing).setRequired(true);
  const node = addMeshNode(document, 'Stuehle', [
    boxPrimitive(document, 1, document.createMaterial('Stuhl').setBaseColorFactor([0.3, 0.2, 0.1, 1])),
  ]);
  const batch = instancing
    .createInstancedMesh()
    .setAttribute('TRANSLATION', accessor(document, 'VEC3', new Float32Array([0, 0, 0, 2, 0, 0, 4, 0, 0])))
    .setAttribute('SCALE', accessor(document, 'VEC3', new Float32Array([1, 1, 1, 1, 1, 1, -1, 1, 1])));
  node.setExtension('EXT_mesh_gpu_instancing', batch);
  return glb(document);
}

/** How far the sparse morph target of `sparseAccessors` lifts the box's top face (weight 1). */
export const SPARSE_LIFT = 1;

/**
 * A box with a morph target that glTF Transform writes as a sparse accessor (zero base, the
 * non-zero elements listed by byte-sized index): the twelve vertices at the top (y = 0.5),
 * lifted by SPARSE_LIFT at the mesh's default weight of 1.
 */
export async function sparseMorphTarget(): Promise<Uint8Array> {
  const document = newDocument();
  const box = boxPrimitive(document, 1, document.createMaterial('Duenn').setBaseColorFactor([0.6, 0.3, 0.2, 1]));
  const position = box.getAttribute('POSITION');
  if (!position) throw new Error('box without positions');
  const lift = new Float32Array(position.getCount() * 3);
  for (let v = 0; v < position.getCount(); v++) {
    if (position.getElement(v, [])[1] > 0) lift[v * 3 + 1] = SPARSE_LIFT;
  }
  const target = document.createPrimitiveTarget('Heben');
  box.addTarget(target.setAttribute('POSITION', accessor(document, 'VEC3', lift).setSparse(true)));
  addMeshNode(document, 'Kiste', [box]).getMesh()?.setWeights([1]);
  return glb(document);
}

/** The vertices of the box's top face (the fifth side of `boxPrimitive`). */
export const TOP_FACE = [16, 17, 18, 19];

/**
 * A box laid out like the Khronos SimpleSparseAccessor sample: the positions keep their dense
 * base data and a sparse block (16-bit indices) replaces the top face with one SPARSE_LIFT higher.
 */
export async function sparsePositions(): Promise<Uint8Array> {
  const document = newDocument();
  const box = boxPrimitive(document, 1, document.createMaterial('Basis').setBaseColorFactor([0.2, 0.5, 0.6, 1]));
  addMeshNode(document, 'Kiste', [box]);
  const lifted = TOP_FACE.flatMap((v) => box.getAttribute('POSITION')?.getElement(v, []) ?? []).map((value, i) =>
    i % 3 === 1 ? value + SPARSE_LIFT : value,
  );
  return editGlb(await glb(document), (parts) => {
    const { json, bin } = parts;
    const indices = new Uint8Array(new Uint16Array(TOP_FACE).buffer);
    const values = new Uint8Array(new Float32Array(lifted).buffer);
    const indexOffset = Math.ceil(bin.length / 4) * 4;
    const valueOffset = indexOffset + Math.ceil(indices.length / 4) * 4;
    const extended = new Uint8Array(valueOffset + values.length);
    extended.set(bin);
    extended.set(indices, indexOffset);
    extended.set(values, valueOffset);
    json.bufferViews.push(
      { buffer: 0, byteOffset: indexOffset, byteLength: indices.length },
      { buffer: 0, byteOffset: valueOffset, byteLength: values.length },
    );
    json.buffers[0].byteLength = extended.length;
    json.accessors[json.meshes[0].primitives[0].attributes.POSITION].sparse = {
      count: TOP_FACE.length,
      indices: { bufferView: json.bufferViews.length - 2, componentType: 5123 },
      values: { bufferView: json.bufferViews.length - 1 },
    };
    parts.bin = extended;
  });
}

/**
 * A figure modelled Z-up (a box 0.5 wide, 2 tall from z = 0) skinned to a rig as exporters write
 * one: the root joint turns the rig upright (-90° about X), the inverse bind matrices undo only
 * the joints' rest places inside the rig. The upper vertices follow the root and the hip joint
 * half each. At rest the figure stands on Y in a glTF viewer: x and z within ±0.25, y from 0 to 2.
 * `hipTurn` bends the hip joint (radians about the rig's X) away from its rest pose, `rootScale`
 * scales the root joint (a negative one mirrors the figure). The skinned node's own translation is
 * one glTF says to ignore.
 */
export async function skinnedZUpRig(hipTurn = 0, rootScale: [number, number, number] = [1, 1, 1]): Promise<Uint8Array> {
  const document = newDocument();
  const box = boxPrimitive(document, 1, document.createMaterial('Figur').setBaseColorFactor([0.7, 0.7, 0.2, 1]));
  const position = box.getAttribute('POSITION');
  if (!position) throw new Error('box without positions');
  const points = position.getArray() as Float32Array;
  const joints = new Uint16Array(position.getCount() * 4);
  const weights = new Float32Array(position.getCount() * 4);
  for (let v = 0; v < position.getCount(); v++) {
    points.set([points[v * 3] * 0.5, points[v * 3 + 1] * 0.5, points[v * 3 + 2] * 2 + 1], v * 3);
    const upper = points[v * 3 + 2] > 1;
    joints.set([0, 1, 0, 0], v * 4);
    weights.set(upper ? [0.5, 0.5, 0, 0] : [1, 0, 0, 0], v * 4);
  }
  box.setAttribute('JOINTS_0', accessor(document, 'VEC4', joints));
  box.setAttribute('WEIGHTS_0', accessor(document, 'VEC4', weights));

  const root = document.createNode('Armatur').setRotation([-Math.SQRT1_2, 0, 0, Math.SQRT1_2]).setScale(rootScale);
  const hip = document
    .createNode('Huefte')
    .setTranslation([0, 0, 1])
    .setRotation([Math.sin(hipTurn / 2), 0, 0, Math.cos(hipTurn / 2)]);
  root.addChild(hip);
  defaultScene(document).addChild(root);
  // Column-major: identity for the root, a move by -1 along Z for the hip.
  const inverseBind = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -1, 1];
  const skin = document
    .createSkin('Rig')
    .addJoint(root)
    .addJoint(hip)
    .setSkeleton(root)
    .setInverseBindMatrices(accessor(document, 'MAT4', new Float32Array(inverseBind)));
  addMeshNode(document, 'Figur', [box]).setSkin(skin).setTranslation([5, 0, 0]);
  return glb(document);
}

/** A flat grid of `side`×`side` quads with normals and UVs, as a stand-in for a big model. */
export async function largeGrid(side: number): Promise<Uint8Array> {
  const document = newDocument();
  const vertices = (side + 1) * (side + 1);
  const positions = new Float32Array(vertices * 3);
  const normals = new Float32Array(vertices * 3);
  const uvs = new Float32Array(vertices * 2);
  for (let row = 0, v = 0; row <= side; row++) {
    for (let column = 0; column <= side; column++, v++) {
      positions.set([column / side, Math.sin(column * 0.1) * Math.cos(row * 0.1) * 0.05, row / side], v * 3);
      normals.set([0, 1, 0], v * 3);
      uvs.set([column / side, row / side], v * 2);
    }
  }
  const indices = new Uint32Array(side * side * 6);
  for (let row = 0, o = 0; row < side; row++) {
    for (let column = 0; column < side; column++, o += 6) {
      const a = row * (side + 1) + column;
      const b = a + side + 1;
      indices.set([a, b, a + 1, a + 1, b, b + 1], o);
    }
  }
  const primitive = document
    .createPrimitive()
    .setAttribute('POSITION', accessor(document, 'VEC3', positions))
    .setAttribute('NORMAL', accessor(document, 'VEC3', normals))
    .setAttribute('TEXCOORD_0', accessor(document, 'VEC2', uvs))
    .setIndices(accessor(document, 'SCALAR', indices))
    .setMaterial(document.createMaterial('Gelaende').setBaseColorFactor([0.4, 0.6, 0.3, 1]));
  addMeshNode(document, 'Gelaende', [primitive]);
  return glb(document);
}

/**
 * The same model re-encoded with Draco or meshopt geometry compression. Sequential Draco keeps
 * the point count at a fixed place in the stream header, where tests can falsify it.
 */
export async function compressed(
  source: Uint8Array,
  method: 'draco' | 'draco-sequential' | 'meshopt',
): Promise<Uint8Array> {
  const document = await (await gltfIO()).readBinary(source);
  if (method === 'meshopt') {
    document.createExtension(EXTMeshoptCompression).setRequired(true);
  } else {
    const draco = document.createExtension(KHRDracoMeshCompression).setRequired(true);
    if (method === 'draco-sequential') {
      draco.setEncoderOptions({ method: KHRDracoMeshCompression.EncoderMethod.SEQUENTIAL });
    }
  }
  return glb(document);
}

/** A box whose base colour texture claims to be KTX2 (Basis), which cannot be decoded here. */
export async function ktx2Texture(): Promise<Uint8Array> {
  const document = newDocument();
  document.createExtension(KHRTextureBasisu).setRequired(true);
  const ktx2 = new Uint8Array([0xab, 0x4b, 0x54, 0x58, 0x20, 0x32, 0x30, 0xbb, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const material = document
    .createMaterial('Basis')
    .setBaseColorTexture(document.createTexture('Basis').setImage(ktx2).setMimeType('image/ktx2'));
  addMeshNode(document, 'Kiste', [boxPrimitive(document, 1, material)]);
  return glb(document);
}
