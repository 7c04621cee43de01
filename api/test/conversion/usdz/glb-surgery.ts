/** Takes GLB files apart and puts them back together, so tests can break them on purpose. */

// The JSON of a glTF file as tests edit it: loosely typed on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type GltfJson = Record<string, any>;

export interface GlbParts {
  json: GltfJson;
  bin: Uint8Array;
}

export function splitGlb(glb: Uint8Array): GlbParts {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  const jsonLength = view.getUint32(12, true);
  const json = JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + jsonLength))) as GltfJson;
  const binStart = 20 + jsonLength;
  const bin =
    binStart + 8 <= glb.length
      ? glb.slice(binStart + 8, binStart + 8 + view.getUint32(binStart, true))
      : new Uint8Array();
  return { json, bin };
}

function padded(data: Uint8Array, filler: number): Uint8Array {
  const result = new Uint8Array(Math.ceil(data.length / 4) * 4).fill(filler);
  result.set(data);
  return result;
}

export function joinGlb({ json, bin }: GlbParts): Uint8Array {
  const jsonChunk = padded(new TextEncoder().encode(JSON.stringify(json)), 0x20);
  const binChunk = padded(bin, 0);
  const total = 12 + 8 + jsonChunk.length + (binChunk.length > 0 ? 8 + binChunk.length : 0);
  const glb = new Uint8Array(total);
  const view = new DataView(glb.buffer);
  view.setUint32(0, 0x46546c67, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonChunk.length, true);
  view.setUint32(16, 0x4e4f534a, true);
  glb.set(jsonChunk, 20);
  if (binChunk.length > 0) {
    view.setUint32(20 + jsonChunk.length, binChunk.length, true);
    view.setUint32(24 + jsonChunk.length, 0x004e4942, true);
    glb.set(binChunk, 28 + jsonChunk.length);
  }
  return glb;
}

/** Copies the GLB with its JSON (and binary chunk) changed by `edit`. */
export function editGlb(glb: Uint8Array, edit: (parts: GlbParts) => void): Uint8Array {
  const parts = splitGlb(glb);
  edit(parts);
  return joinGlb(parts);
}
