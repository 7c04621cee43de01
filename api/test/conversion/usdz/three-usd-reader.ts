import { resolveObjectURL } from 'node:buffer';
import sharp from 'sharp';
import {
  type AnimationClip,
  AnimationMixer,
  Box3,
  type Group,
  type Matrix4,
  type Mesh,
  type MeshPhysicalMaterial,
} from 'three';
import { USDLoader } from 'three/examples/jsm/loaders/USDLoader.js';

/**
 * three.js decodes textures through an <img> element. In Node this stand-in takes its place: it
 * reads the blob behind the object URL and lets sharp decode it, so a texture only counts as
 * loaded when its bytes really are an image.
 */
class DecodingImage extends EventTarget {
  width = 0;
  height = 0;

  set src(url: string) {
    const blob = resolveObjectURL(url);
    void (async () => {
      try {
        if (!blob) throw new Error(`no blob behind ${url}`);
        const { width, height } = await sharp(new Uint8Array(await blob.arrayBuffer())).metadata();
        this.width = width ?? 0;
        this.height = height ?? 0;
        this.dispatchEvent(new Event('load'));
      } catch {
        this.dispatchEvent(new Event('error'));
      }
    })();
  }
}

Object.assign(globalThis, { document: { createElementNS: () => new DecodingImage() } });

export interface ThreeMesh {
  name: string;
  triangles: number;
  worldMatrix: Matrix4;
  positions: ArrayLike<number>;
  normals: ArrayLike<number>;
  uvs: ArrayLike<number> | null;
  material: MeshPhysicalMaterial;
}

/** Loads a USDZ with three.js's USDLoader, textures included, and lists its meshes. */
export async function loadWithThree(usdz: Uint8Array): Promise<ThreeMesh[]> {
  const group = await new Promise<Group>((resolve, reject) => {
    new USDLoader().parse(usdz.slice().buffer, '', resolve, reject);
  });
  group.updateMatrixWorld(true);
  const meshes: ThreeMesh[] = [];
  group.traverse((object) => {
    if (!(object as Mesh).isMesh) return;
    const mesh = object as Mesh;
    const attributes = mesh.geometry.attributes;
    meshes.push({
      name: mesh.name,
      triangles: attributes.position.count / 3,
      worldMatrix: mesh.matrixWorld,
      positions: attributes.position.array,
      normals: attributes.normal.array,
      uvs: attributes.uv?.array ?? null,
      material: mesh.material as MeshPhysicalMaterial,
    });
  });
  return meshes;
}

/**
 * The world bounds of each mesh, as [min xyz, max xyz] sorted, at each of `seconds` while
 * three.js plays the USDZ's first animation clip (built from the layer's time samples).
 */
export async function animatedBoundsWithThree(usdz: Uint8Array, seconds: number[]): Promise<number[][][]> {
  const group = await new Promise<Group>((resolve, reject) => {
    new USDLoader().parse(usdz.slice().buffer, '', resolve, reject);
  });
  return boundsWhilePlaying(group, group.animations[0], seconds);
}

/** Plays `clip` on `scene` and takes each mesh's world bounds at the given times. */
export function boundsWhilePlaying(scene: Group, clip: AnimationClip | undefined, seconds: number[]): number[][][] {
  if (!clip) throw new Error('no animation clip');
  const mixer = new AnimationMixer(scene);
  mixer.clipAction(clip).play();
  return seconds.map((time) => {
    mixer.setTime(time);
    scene.updateMatrixWorld(true);
    const boxes: number[][] = [];
    scene.traverse((object) => {
      if (!(object as Mesh).isMesh) return;
      const box = new Box3().setFromObject(object, true);
      boxes.push([...box.min.toArray(), ...box.max.toArray()]);
    });
    return boxes.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  });
}

interface Spec {
  specType: number;
  fields: Record<string, unknown>;
}

export interface LayerMesh {
  path: string;
  points: number[];
  normals: number[];
  st: number[] | null;
  faceVertexCounts: number[];
  faceVertexIndices: number[];
  material: string | null;
  attributes: string[];
}

export interface TimeSamples {
  times: number[];
  values: number[][];
}

export interface Layer {
  header: Record<string, unknown>;
  meshes: LayerMesh[];
  /** Attribute values by path, e.g. `/Root/Materials/Rot/PreviewSurface.inputs:diffuseColor`. */
  value(path: string): unknown;
  /** The connection target of an attribute, if it has one. */
  connection(path: string): string | null;
  /** An attribute's time samples, or null when it has none. */
  timeSamples(path: string): TimeSamples | null;
}

/** Parses the root layer's text with three.js's USDA parser, without composing a scene. */
export async function parseLayerWithThree(text: string): Promise<Layer> {
  // The parser ships without type declarations, hence the untyped import.
  const parserModule = 'three/examples/jsm/loaders/usd/USDAParser.js';
  const { USDAParser } = (await import(parserModule)) as {
    USDAParser: new () => { parseData(text: string): { specsByPath: Record<string, Spec> } };
  };
  const specs = new USDAParser().parseData(text).specsByPath;
  const value = (path: string) => specs[path]?.fields.default;
  const meshes = Object.entries(specs)
    .filter(([, spec]) => spec.fields.typeName === 'Mesh')
    .map(([path]) => ({
      path,
      points: value(`${path}.points`) as number[],
      normals: value(`${path}.normals`) as number[],
      st: (value(`${path}.primvars:st`) as number[] | undefined) ?? null,
      faceVertexCounts: value(`${path}.faceVertexCounts`) as number[],
      faceVertexIndices: value(`${path}.faceVertexIndices`) as number[],
      material: (specs[`${path}.material:binding`]?.fields.targetPaths as string[] | undefined)?.[0] ?? null,
      attributes: Object.keys(specs)
        .filter((key) => key.startsWith(`${path}.`))
        .map((key) => key.slice(path.length + 1)),
    }));
  return {
    header: specs['/'].fields,
    meshes,
    value,
    connection: (path) => (specs[path]?.fields.connectionPaths as string[] | undefined)?.[0] ?? null,
    timeSamples: (path) => {
      const samples = specs[path]?.fields.timeSamples as TimeSamples | undefined;
      if (!samples) return null;
      // The parser keeps the comma after each sample as a trailing NaN.
      return { times: samples.times, values: samples.values.map((value) => value.filter(Number.isFinite)) };
    },
  };
}
