import { deflateSync } from 'node:zlib';
import { noisyImage, pngDeclaring, solidImage, truncated } from '../files/image-fixtures.js';
import { makeGlb } from '../support/model-fixtures.js';

/** A GLB container around any JSON text and chunks, with header fields that may lie. */
function glb(
  json: string,
  options: { bin?: Buffer; version?: number; length?: number; magic?: string; jsonType?: string } = {},
) {
  const jsonBytes = Buffer.from(json.padEnd(Math.ceil(json.length / 4) * 4, ' '), 'utf8');
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32LE(data.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, data]);
  };
  const body = Buffer.concat([
    chunk(options.jsonType ?? 'JSON', jsonBytes),
    ...(options.bin ? [chunk('BIN\0', options.bin)] : []),
  ]);
  const header = Buffer.alloc(12);
  header.write(options.magic ?? 'glTF', 0, 'latin1');
  header.writeUInt32LE(options.version ?? 2, 4);
  header.writeUInt32LE(options.length ?? 12 + body.length, 8);
  return Buffer.concat([header, body]);
}

const triangle = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    asset: { version: '2.0' },
    buffers: [{ byteLength: 36 }],
    bufferViews: [{ buffer: 0, byteLength: 36 }],
    accessors: [{ bufferView: 0, componentType: 5126, count: 3, type: 'VEC3', max: [1, 1, 0], min: [0, 0, 0] }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
    nodes: [{ mesh: 0 }],
    scenes: [{ nodes: [0] }],
    ...extra,
  });

/**
 * Broken and malicious models, made by code in the spirit of the Khronos validator's container
 * tests (../shared/corpus/validator-tests stays outside the repo): every one must be refused.
 */
export async function hostileModels(): Promise<[string, Buffer][]> {
  const valid = await makeGlb();
  const bin = Buffer.alloc(36);
  return [
    ['empty file', Buffer.alloc(0)],
    ['only a header', valid.subarray(0, 12)],
    ['wrong magic', glb(triangle(), { bin, magic: 'gLTF' })],
    ['glTF 1.0', glb(triangle(), { bin, version: 1 })],
    ['declared length larger than the file', glb(triangle(), { bin, length: 1 << 30 })],
    ['declared length smaller than the file', glb(triangle(), { bin, length: 40 })],
    ['first chunk not JSON', glb(triangle(), { bin, jsonType: 'BIN\0' })],
    ['JSON that does not parse', glb('{"asset":{"version":"2.0"', { bin })],
    ['JSON with a byte-order mark', glb(`\uFEFF${triangle()}`, { bin })],
    ['JSON nested 100000 deep', glb(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)],
    ['a buffer claiming a terabyte', glb(triangle({ buffers: [{ byteLength: 1e12 }] }), { bin })],
    [
      'an accessor reaching past its buffer',
      glb(triangle({ accessors: [{ bufferView: 0, componentType: 5126, count: 1e9, type: 'VEC3' }] }), { bin }),
    ],
    ['an external file reference', glb(triangle({ buffers: [{ byteLength: 36, uri: '../../../../etc/passwd' }] }))],
    [
      'a remote reference',
      glb(triangle({ buffers: [{ byteLength: 36, uri: 'http://169.254.169.254/latest/meta-data' }] })),
    ],
    [
      'an image pointing outside',
      glb(triangle({ images: [{ uri: 'file:///etc/shadow' }], textures: [{ source: 0 }] }), { bin }),
    ],
    ['no BIN chunk for its buffer', glb(triangle())],
    ['a truncated valid model', valid.subarray(0, Math.floor(valid.length * 0.7))],
    ['a valid model with trailing bytes', Buffer.concat([valid, Buffer.alloc(1024, 0x41)])],
    ['a PNG named .glb', await solidImage('png', 8, 8)],
    ['a zip bomb header', Buffer.concat([Buffer.from('PK\x03\x04'), deflateSync(Buffer.alloc(1 << 20))])],
  ];
}

/** Files that claim to be images and are not, or are images built to hurt the decoder. */
export async function hostileImages(valid: Buffer): Promise<[string, Buffer][]> {
  return [
    ['empty file', Buffer.alloc(0)],
    ['plain text', Buffer.from('Das ist kein Bild.')],
    ['an SVG with a script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['HTML', Buffer.from('<!doctype html><script>alert(document.cookie)</script>')],
    ['a PNG declaring 100000 × 100000 pixels', pngDeclaring(100_000, 100_000)],
    ['a PNG declaring 0 × 0 pixels', pngDeclaring(0, 0)],
    ['a truncated PNG', await truncated(noisyImage('png', 200, 200))],
    ['a truncated JPEG', await truncated(noisyImage('jpeg', 200, 200))],
    ['only a PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['only a JPEG start marker', Buffer.from([0xff, 0xd8, 0xff])],
    ['a PNG header on random bytes', Buffer.concat([valid.subarray(0, 16), Buffer.alloc(4096, 0x5a)])],
    ['a GLB model', await makeGlb()],
    ['a TIFF (not accepted)', await solidImage('tiff', 8, 8)],
    ['a PHP polyglot', Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<?php system($_GET["c"]); ?>')])],
  ];
}
