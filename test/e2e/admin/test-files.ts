import { crc32, deflateSync } from 'node:zlib';

/** Files for the upload screens, made by code so the tests need nothing but Node. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid-colour RGB PNG. */
export function makePng(width = 320, height = 200, rgb: [number, number, number] = [200, 40, 40]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bit, truecolour, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).fill(Buffer.from(rgb))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const pad4 = (buffer: Buffer, fill: number) =>
  buffer.length % 4 ? Buffer.concat([buffer, Buffer.alloc(4 - (buffer.length % 4), fill)]) : buffer;

/** The glTF JSON of makeGlb, loosely typed so tests can break it on purpose. */
type GltfJson = Record<string, unknown> & { buffers: Record<string, unknown>[] };

/** A valid GLB with one quad (two triangles) and a material; `edit` may change its JSON first. */
export function makeGlb(edit: (json: GltfJson) => void = () => {}): Buffer {
  const positions = new Float32Array([0, 0, 0, 4, 0, 0, 4, 3, 0, 0, 3, 0]);
  const indices = new Uint16Array([0, 1, 2, 0, 2, 3]);
  const bin = pad4(Buffer.concat([Buffer.from(positions.buffer), Buffer.from(indices.buffer)]), 0);
  const json: GltfJson = {
    asset: { version: '2.0', generator: 'hauskonfig e2e' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name: 'Wand' }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 }, indices: 1, material: 0 }] }],
    materials: [{ pbrMetallicRoughness: { baseColorFactor: [0.9, 0.9, 0.85, 1] } }],
    buffers: [{ byteLength: bin.length }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: 48, target: 34962 },
      { buffer: 0, byteOffset: 48, byteLength: 12, target: 34963 },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 4, type: 'VEC3', min: [0, 0, 0], max: [4, 3, 0] },
      { bufferView: 1, componentType: 5123, count: 6, type: 'SCALAR' },
    ],
  };
  edit(json);
  const jsonChunk = pad4(Buffer.from(JSON.stringify(json)), 0x20);
  const header = Buffer.alloc(12);
  header.writeUInt32LE(0x46546c67, 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + jsonChunk.length + 8 + bin.length, 8);
  const chunkHeader = (length: number, type: number) => {
    const buffer = Buffer.alloc(8);
    buffer.writeUInt32LE(length, 0);
    buffer.writeUInt32LE(type, 4);
    return buffer;
  };
  return Buffer.concat([
    header,
    chunkHeader(jsonChunk.length, 0x4e4f534a),
    jsonChunk,
    chunkHeader(bin.length, 0x004e4942),
    bin,
  ]);
}
