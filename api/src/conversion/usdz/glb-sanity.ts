import { type GlbContainer, readGlbContainer } from '../../house-views/glb/glb-container.js';
import { ConversionError } from '../conversion-error.js';
import { MAX_DECODED_BYTES, MAX_GLTF_OBJECTS, MAX_NODE_DEPTH } from './usdz-limits.js';

const COMPONENT_BYTES: Record<number, number> = { 5120: 1, 5121: 1, 5122: 2, 5123: 2, 5125: 4, 5126: 4 };
// Sparse indices may only be unsigned: byte, short or int.
const SPARSE_INDEX_BYTES: Record<number, number> = { 5121: 1, 5123: 2, 5125: 4 };
const TYPE_SIZES: Record<string, number> = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4, MAT2: 4, MAT3: 9, MAT4: 16 };

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function items(json: Json, key: string): Json[] {
  const value = json[key];
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every(isObject)) throw new ConversionError(`Der Eintrag „${key}“ ist ungültig.`);
  return value;
}

function count(value: unknown, what: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new ConversionError(`${what} ist ungültig.`);
  }
  return value;
}

function index(value: unknown, length: number, what: string): number {
  const result = count(value, what);
  if (result >= length) throw new ConversionError(`${what} verweist auf ein fehlendes Element.`);
  return result;
}

function extension(json: Json, name: string): Json | null {
  const value = isObject(json.extensions) ? json.extensions[name] : undefined;
  return isObject(value) ? value : null;
}

function isExternal(uri: unknown): boolean {
  return typeof uri === 'string' && !uri.startsWith('data:');
}

function megabytes(bytes: number): string {
  return `${Math.ceil(bytes / (1024 * 1024))} MB`;
}

/**
 * Bytes a buffer really has: the GLB's binary chunk, the decoded size of a data URI, or none for
 * a meshopt fallback buffer, whose views are filled by decompression instead.
 */
function availableBytes(buffer: Json, bufferIndex: number, binLength: number): number | null {
  if (typeof buffer.uri === 'string') return dataUriBytes(buffer.uri);
  if (extension(buffer, 'EXT_meshopt_compression')?.fallback === true) return null;
  return bufferIndex === 0 ? binLength : 0;
}

/** Bytes a data URI yields the way glTF Transform decodes it: base64, or else the raw text. */
function dataUriBytes(uri: string): number {
  const payload = uri.split(',')[1] ?? '';
  return Buffer.byteLength(payload, uri.includes('base64') ? 'base64' : 'utf8');
}

function checkObjectCount(json: Json): void {
  const arrays = Object.values(json).filter(Array.isArray);
  const primitives = items(json, 'meshes').reduce(
    (sum, mesh) => sum + (Array.isArray(mesh.primitives) ? mesh.primitives.length : 0),
    0,
  );
  const total = arrays.reduce((sum, array) => sum + array.length, primitives);
  if (total > MAX_GLTF_OBJECTS) {
    throw new ConversionError(
      `Das Modell besteht aus ${total} Einzelteilen (Knoten, Netze, Datenzugriffe …); möglich sind ${MAX_GLTF_OBJECTS}.`,
    );
  }
}

function checkHierarchy(nodes: Json[]): void {
  const parent = new Int32Array(nodes.length).fill(-1);
  nodes.forEach((node, nodeIndex) => {
    for (const child of Array.isArray(node.children) ? node.children : []) {
      const childIndex = index(child, nodes.length, `Ein Kindknoten von Knoten ${nodeIndex}`);
      if (parent[childIndex] !== -1 || childIndex === nodeIndex) {
        throw new ConversionError(`Knoten ${childIndex} hängt an mehreren Stellen der Hierarchie.`);
      }
      parent[childIndex] = nodeIndex;
    }
  });
  // Depth of every node, walking up each chain once; a chain that meets itself is a cycle.
  const depth = new Int32Array(nodes.length).fill(-1);
  for (let start = 0; start < nodes.length; start++) {
    const chain: number[] = [];
    let node = start;
    while (node !== -1 && depth[node] === -1) {
      if (chain.length > nodes.length)
        throw new ConversionError('Die Knotenhierarchie des Modells enthält einen Zyklus.');
      chain.push(node);
      node = parent[node];
    }
    let level = node === -1 ? 0 : depth[node] + 1;
    for (let i = chain.length - 1; i >= 0; i--) depth[chain[i]] = level++;
    if (level > MAX_NODE_DEPTH) {
      throw new ConversionError(`Die Knotenhierarchie ist tiefer als ${MAX_NODE_DEPTH} Ebenen.`);
    }
  }
}

/**
 * Rejects GLB files that are broken or would make the reader allocate far more than the file
 * holds, before glTF Transform touches them: a truncated container, references outside the
 * data, declared sizes the file cannot back, external files (a GLB upload must be complete, and
 * the reader would otherwise open paths on this machine), cycles in the node tree. Returns the
 * container's facts (readGlbContainer).
 */
export function assertSaneGlb(glb: Uint8Array): GlbContainer {
  const container = readGlbContainer(glb);
  if ('problem' in container) throw new ConversionError(container.problem);
  const { json } = container;
  const binLength = container.bin?.length ?? 0;
  const asset = json.asset;
  if (!isObject(asset) || typeof asset.version !== 'string' || !asset.version.startsWith('2.')) {
    throw new ConversionError('Die Datei ist kein glTF-2.0-Modell (asset.version fehlt oder ist nicht 2.x).');
  }
  checkObjectCount(json);

  const buffers = items(json, 'buffers');
  const views = items(json, 'bufferViews');
  // Buffers no view reads from may be placeholders without data.
  const used = new Set(
    views.flatMap((view) => [view.buffer, extension(view, 'EXT_meshopt_compression')?.buffer].filter(Number.isInteger)),
  );
  const bufferBytes = buffers.map((buffer, i) => {
    if (isExternal(buffer.uri)) {
      throw new ConversionError('Das Modell verweist auf externe Dateien; bitte ein vollständiges GLB hochladen.');
    }
    const claimed = count(buffer.byteLength, `Die Größe von Puffer ${i}`);
    const available = availableBytes(buffer, i, binLength);
    if (used.has(i) && available !== null && claimed > available) {
      throw new ConversionError(`Puffer ${i} gibt ${claimed} Bytes an, die Datei enthält nur ${available}.`);
    }
    return claimed;
  });

  let decodedBytes = 0;
  const viewBytes = views.map((view, i) => {
    const what = `Pufferansicht ${i}`;
    const buffer = index(view.buffer, buffers.length, what);
    const length = count(view.byteLength, what);
    if (count(view.byteOffset, what, 0) + length > bufferBytes[buffer]) {
      throw new ConversionError(`${what} reicht über das Ende von Puffer ${buffer} hinaus.`);
    }
    const meshopt = extension(view, 'EXT_meshopt_compression');
    if (meshopt) {
      const source = index(meshopt.buffer, buffers.length, what);
      if (count(meshopt.byteOffset, what, 0) + count(meshopt.byteLength, what) > bufferBytes[source]) {
        throw new ConversionError(`Die komprimierten Daten von ${what} reichen über das Pufferende hinaus.`);
      }
      decodedBytes += count(meshopt.count, what) * count(meshopt.byteStride, what);
    }
    return length;
  });

  items(json, 'accessors').forEach((accessor, i) => {
    const what = `Datenzugriff ${i}`;
    const componentBytes = COMPONENT_BYTES[accessor.componentType as number];
    const components = TYPE_SIZES[accessor.type as string];
    if (!componentBytes || !components) throw new ConversionError(`${what} hat einen unbekannten Datentyp.`);
    const elements = count(accessor.count, what);
    const elementBytes = componentBytes * components;
    decodedBytes += elements * elementBytes;
    // View, offset, element count and element size of each range the reader will copy.
    const ranges: [unknown, unknown, number, number][] = [
      [accessor.bufferView, accessor.byteOffset, elements, elementBytes],
    ];
    const sparse = accessor.sparse;
    if (isObject(sparse) && isObject(sparse.indices) && isObject(sparse.values)) {
      const sparseCount = count(sparse.count, what);
      // Sparse indices are scalars of their own component type, not elements of the accessor.
      const indexBytes = SPARSE_INDEX_BYTES[sparse.indices.componentType as number];
      if (!indexBytes) throw new ConversionError(`${what} hat dünn besetzte Daten mit ungültigem Indextyp.`);
      ranges.push([sparse.indices.bufferView, sparse.indices.byteOffset, sparseCount, indexBytes]);
      ranges.push([sparse.values.bufferView, sparse.values.byteOffset, sparseCount, elementBytes]);
    }
    for (const [viewIndex, offset, n, size] of ranges) {
      if (viewIndex === undefined || n === 0) continue;
      const view = index(viewIndex, views.length, what);
      const stride = count(views[view].byteStride, what, size);
      if (count(offset, what, 0) + stride * (n - 1) + size > viewBytes[view]) {
        throw new ConversionError(`${what} reicht über das Ende seiner Pufferansicht hinaus.`);
      }
    }
  });
  if (decodedBytes > MAX_DECODED_BYTES) {
    throw new ConversionError(
      `Das Modell gibt ${megabytes(decodedBytes)} Geometriedaten an, erlaubt sind ${megabytes(MAX_DECODED_BYTES)}.`,
    );
  }

  items(json, 'images').forEach((image, i) => {
    if (isExternal(image.uri)) {
      throw new ConversionError('Das Modell verweist auf externe Bilddateien; bitte ein vollständiges GLB hochladen.');
    }
    if (image.bufferView !== undefined) index(image.bufferView, views.length, `Bild ${i}`);
  });
  checkHierarchy(items(json, 'nodes'));
  return container;
}
