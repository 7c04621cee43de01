import { formatMessage, MODEL_CONVERSION_MESSAGES } from '@hauskonfig/shared';
import { ConversionError } from '../../../src/conversion/conversion-error.js';
import { convertGlbToUsdz } from '../../../src/conversion/usdz/convert-glb-to-usdz.js';
import { pngDeclaring, solidImage } from '../../files/image-fixtures.js';
import { makeTexturedGlb } from '../../support/model-fixtures.js';
import { compressed, ktx2Texture, sparsePositions, texturedPbr } from './glb-fixtures.js';
import { editGlb, type GlbParts, type GltfJson, splitGlb } from './glb-surgery.js';
import { readUsdzPackage } from './usdz-package-reader.js';

// Each broken file must be refused quickly, with a reason, and without hurting later conversions.
// Refused, not hanging: far above the real time (milliseconds), so a busy machine cannot fail it.
const TIME_LIMIT_MS = 30_000;

async function refusal(glb: Uint8Array): Promise<string> {
  const started = Date.now();
  const outcome = await convertGlbToUsdz(glb).then(
    () => null,
    (error: unknown) => error,
  );
  expect(Date.now() - started).toBeLessThan(TIME_LIMIT_MS);
  expect(outcome).toBeInstanceOf(ConversionError);
  const message = (outcome as ConversionError).message;
  expect(message.length).toBeGreaterThan(10);
  return message;
}

/** Reads an unsigned LEB128 varint (Draco's header counts) at `at`; returns value and length. */
function varint(bytes: Uint8Array, at: number): [number, number] {
  let value = 0;
  let length = 0;
  for (let shift = 0; ; shift += 7) {
    const byte = bytes[at + length++];
    value += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) return [value, length];
  }
}

/** Moves a buffer view's bytes, replaced by `data`, to the end of the binary chunk. */
function replaceView(parts: GlbParts, viewIndex: number, data: Uint8Array): void {
  const offset = Math.ceil(parts.bin.length / 4) * 4;
  const bin = new Uint8Array(offset + data.length);
  bin.set(parts.bin);
  bin.set(data, offset);
  parts.bin = bin;
  Object.assign(parts.json.bufferViews[viewIndex], { byteOffset: offset, byteLength: data.length });
  parts.json.buffers[0].byteLength = bin.length;
}

describe('convertGlbToUsdz on broken input', () => {
  let valid: Uint8Array;
  let draco: Uint8Array;

  beforeAll(async () => {
    valid = await texturedPbr();
    draco = await compressed(valid, 'draco-sequential');
  });

  it('names an extension the model requires but the converter does not know, in German', async () => {
    const requiring = editGlb(valid, ({ json }) => {
      json.extensionsUsed = [...(json.extensionsUsed ?? []), 'EXT_hauskonfig_unbekannt'];
      json.extensionsRequired = [...(json.extensionsRequired ?? []), 'EXT_hauskonfig_unbekannt'];
    });
    expect(await refusal(requiring)).toBe(
      formatMessage(MODEL_CONVERSION_MESSAGES.missingExtension, 'EXT_hauskonfig_unbekannt'),
    );
  });

  it('refuses an empty file and a file of the wrong kind', async () => {
    expect(await refusal(new Uint8Array())).toMatch(/zu kurz/);
    expect(await refusal(new TextEncoder().encode('{"asset":{"version":"2.0"},"scenes":[]}'))).toMatch(/kein GLB/);
    const wrongMagic = valid.slice();
    wrongMagic.set(new TextEncoder().encode('gLTF'), 0);
    expect(await refusal(wrongMagic)).toMatch(/kein GLB/);
    const version1 = valid.slice();
    new DataView(version1.buffer).setUint32(4, 1, true);
    expect(await refusal(version1)).toMatch(/Version 1/);
  });

  it('refuses truncated files', async () => {
    expect(await refusal(valid.slice(0, valid.length >> 1))).toMatch(/unvollständig/);
    expect(await refusal(valid.slice(0, valid.length - 1))).toMatch(/unvollständig/);
    expect(await refusal(valid.slice(0, 24))).toMatch(/unvollständig/);
  });

  it('refuses a damaged JSON chunk', async () => {
    const damaged = valid.slice();
    damaged.set(new TextEncoder().encode('{"asset"::'), 20);
    expect(await refusal(damaged)).toMatch(/JSON/);
  });

  it('refuses a buffer that declares more bytes than the file holds', async () => {
    const huge = editGlb(valid, ({ json }) => {
      json.buffers[0].byteLength = 2 ** 31;
    });
    expect(await refusal(huge)).toMatch(/Puffer 0 gibt 2147483648 Bytes an/);
  });

  it('refuses data that points past its buffer', async () => {
    const overlong = editGlb(valid, ({ json }) => {
      json.accessors[0].count *= 1000;
    });
    expect(await refusal(overlong)).toMatch(/reicht über das Ende/);
    const outOfRange = editGlb(valid, ({ json, bin }) => {
      const indices = json.accessors[json.meshes[0].primitives[0].indices];
      const view = json.bufferViews[indices.bufferView];
      new DataView(bin.buffer).setUint32((view.byteOffset ?? 0) + (indices.byteOffset ?? 0), 9999, true);
    });
    expect(await refusal(outOfRange)).toMatch(/Eckpunkt 9999/);
  });

  it('refuses sparse data that points past its views or has signed indices', async () => {
    const sparse = await sparsePositions();
    const sparseOf = (json: GltfJson) => json.accessors.find((accessor: GltfJson) => accessor.sparse).sparse;
    const overlong = editGlb(sparse, ({ json }) => {
      sparseOf(json).count += 1;
    });
    expect(await refusal(overlong)).toMatch(/reicht über das Ende/);
    const signed = editGlb(sparse, ({ json }) => {
      sparseOf(json).indices.componentType = 5122;
    });
    expect(await refusal(signed)).toMatch(/dünn besetzte Daten mit ungültigem Indextyp/);
  });

  it('refuses a Draco stream whose header claims 4 billion points', async () => {
    const lying = editGlb(draco, (parts) => {
      const { json, bin } = parts;
      const viewIndex = json.meshes[0].primitives[0].extensions.KHR_draco_mesh_compression.bufferView;
      const view = json.bufferViews[viewIndex];
      const stream = bin.subarray(view.byteOffset ?? 0, (view.byteOffset ?? 0) + view.byteLength);
      expect(new TextDecoder().decode(stream.subarray(0, 5))).toBe('DRACO');
      expect(stream[8]).toBe(0); // sequential: face count, then point count follow the header
      const [, faceLength] = varint(stream, 11);
      const [points, pointLength] = varint(stream, 11 + faceLength);
      expect(points).toBe(24);
      const pointsAt = 11 + faceLength;
      const forged = new Uint8Array([
        ...stream.subarray(0, pointsAt),
        ...[0xff, 0xff, 0xff, 0xff, 0x0f],
        ...stream.subarray(pointsAt + pointLength),
      ]);
      replaceView(parts, viewIndex, forged);
    });
    expect(await refusal(lying)).toMatch(/Decoding failure/);
  });

  it('refuses a truncated Draco stream and Draco or meshopt data declaring gigabytes', async () => {
    const truncated = editGlb(draco, ({ json }) => {
      const viewIndex = json.meshes[0].primitives[0].extensions.KHR_draco_mesh_compression.bufferView;
      json.bufferViews[viewIndex].byteLength >>= 1;
    });
    expect(await refusal(truncated)).toMatch(/kann nicht gelesen werden/);
    const inflated = editGlb(draco, ({ json }) => {
      for (const accessor of json.accessors) accessor.count = 500_000_000;
    });
    expect(await refusal(inflated)).toMatch(/Geometriedaten/);
    const meshopt = editGlb(await compressed(valid, 'meshopt'), ({ json }) => {
      const view = json.bufferViews.find((entry: GlbParts['json']) => entry.extensions?.EXT_meshopt_compression);
      view.extensions.EXT_meshopt_compression.count = 2 ** 30;
    });
    expect(await refusal(meshopt)).toMatch(/Geometriedaten/);
  });

  it('refuses references to files outside the GLB', async () => {
    const external = editGlb(valid, ({ json }) => {
      json.images[0] = { uri: '/etc/passwd', mimeType: 'image/png' };
    });
    expect(await refusal(external)).toMatch(/externe/);
  });

  it('refuses a node hierarchy with a cycle or absurd size', async () => {
    const cycle = editGlb(valid, ({ json }) => {
      json.nodes.push({ name: 'A', children: [json.nodes.length + 1] }, { name: 'B', children: [json.nodes.length] });
    });
    expect(await refusal(cycle)).toMatch(/Zyklus/);
    const crowded = editGlb(valid, ({ json }) => {
      json.nodes = json.nodes.concat(Array.from({ length: 250_000 }, () => ({})));
    });
    expect(await refusal(crowded)).toMatch(/Einzelteilen/);
  });

  it('refuses KTX2/Basis textures with a reason staff can act on', async () => {
    expect(await refusal(await ktx2Texture())).toMatch(/KTX2/);
  });

  it('refuses a texture declaring 64 megapixels by its header, before anything decodes it', async () => {
    const bomb = await makeTexturedGlb(pngDeclaring(8000, 8000), 'image/png', 'Riesenputz');
    expect(await refusal(bomb)).toBe(
      'Die Textur „Riesenputz“ des 3D-Modells hat 8000 × 8000 Pixel; erlaubt sind höchstens 50 Megapixel. ' +
        'Bitte verkleinern Sie die Textur vor dem Hochladen.',
    );
  });

  it('applies the limit it is given to every texture format it would decode', async () => {
    for (const [format, mimeType] of [
      ['webp', 'image/webp'],
      ['avif', 'image/avif'],
    ] as const) {
      const glb = await makeTexturedGlb(await solidImage(format, 640, 480), mimeType);
      await expect(convertGlbToUsdz(glb, { maxTexturePixels: 640 * 480 })).resolves.toBeDefined();
      const refused = await convertGlbToUsdz(glb, { maxTexturePixels: 640 * 480 - 1 }).catch((error: Error) => error);
      expect(refused).toBeInstanceOf(ConversionError);
      expect((refused as Error).message).toMatch(/640 × 480 Pixel; erlaubt sind höchstens 0,31 Megapixel/);
    }
  });

  it('refuses a model without any triangles', async () => {
    const linesOnly = editGlb(valid, ({ json }) => {
      json.meshes[0].primitives[0].mode = 1;
    });
    expect(await refusal(linesOnly)).toMatch(/keine darstellbaren Dreiecke/);
  });

  it('still converts valid Draco models after all of the above', async () => {
    const { usdz, stats } = await convertGlbToUsdz(draco);
    expect(stats.triangles).toBe(12);
    expect(readUsdzPackage(usdz)[0].name).toBe('model.usda');
    expect(splitGlb(draco).json.extensionsUsed).toContain('KHR_draco_mesh_compression');
  });
});
