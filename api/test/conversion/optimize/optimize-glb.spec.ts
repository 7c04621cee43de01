import { Document, getBounds, Texture } from '@gltf-transform/core';
import { getSceneVertexCount, VertexCountMethod } from '@gltf-transform/functions';
import validator from 'gltf-validator';
import sharp from 'sharp';
import { Mesh, Object3D } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { ConversionError } from '../../../src/conversion/conversion-error.js';
import { gltfIO } from '../../../src/conversion/gltf-io.js';
import { optimizeGlb } from '../../../src/conversion/optimize/optimize-glb.js';
import {
  brokenTextureGlb,
  denseGlb,
  dracoGlb,
  GRID_HALF_SIZE,
  meshoptGlb,
  primitiveRestartGlb,
  texturedGlb,
  tinyGlb,
  truncatedGlb,
} from './optimize-fixtures.js';
import { pngDeclaring } from '../../files/image-fixtures.js';
import { makeTexturedGlb } from '../../support/model-fixtures.js';

/** 14-bit positions over the grid's 10 m: one step is under a millimetre; allow two. */
const POSITION_TOLERANCE = (4 * GRID_HALF_SIZE) / 2 ** 14;

async function read(glb: Uint8Array): Promise<Document> {
  return (await gltfIO()).readBinary(glb);
}

/** The extensions a GLB's JSON chunk declares as required. */
function requiredExtensions(glb: Uint8Array): string[] {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  const json = JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + view.getUint32(12, true))));
  return (json.extensionsRequired ?? []).sort();
}

async function expectValid(glb: Uint8Array): Promise<void> {
  const report = await validator.validateBytes(glb, { maxIssues: 50 });
  expect(report.issues.messages.filter((message) => message.severity === 0)).toEqual([]);
}

async function expectSameGeometry(original: Uint8Array, optimized: Uint8Array): Promise<void> {
  const [before, after] = await Promise.all([read(original), read(optimized)]);
  const scene = (document: Document) => document.getRoot().listScenes()[0];
  for (const method of [VertexCountMethod.RENDER, VertexCountMethod.UPLOAD]) {
    expect(getSceneVertexCount(scene(after), method)).toBe(getSceneVertexCount(scene(before), method));
  }
  const [boundsBefore, boundsAfter] = [getBounds(scene(before)), getBounds(scene(after))];
  for (const corner of ['min', 'max'] as const) {
    boundsAfter[corner].forEach((value, axis) =>
      expect(Math.abs(value - boundsBefore[corner][axis])).toBeLessThan(POSITION_TOLERANCE),
    );
  }
}

async function conversionError(work: Promise<unknown>): Promise<ConversionError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConversionError);
  return error as ConversionError;
}

describe('optimizeGlb', () => {
  describe('a dense float mesh', () => {
    let original: Uint8Array;
    let optimized: Uint8Array;

    beforeAll(async () => {
      original = await denseGlb();
      optimized = await optimizeGlb(original);
    });

    it('shrinks to under a third with meshopt geometry and stays valid', async () => {
      expect(optimized.byteLength).toBeLessThan(original.byteLength / 3);
      expect(requiredExtensions(optimized)).toEqual(['EXT_meshopt_compression', 'KHR_mesh_quantization']);
      await expectValid(optimized);
    });

    it('keeps every vertex and the bounding box within quantisation tolerance', async () => {
      await expectSameGeometry(original, optimized);
    });

    it('keeps an empty node the viewer may look up by name', async () => {
      const names = (await read(optimized))
        .getRoot()
        .listNodes()
        .map((node) => node.getName());
      expect(names).toContain('Blickpunkt');
    });

    it("is read by three.js's GLTFLoader with the meshopt decoder three.js ships", async () => {
      const loader = new GLTFLoader().setMeshoptDecoder(MeshoptDecoder);
      // The loader takes an ArrayBuffer holding exactly the GLB, not a view into a larger one.
      const gltf = await loader.parseAsync(optimized.slice().buffer, '');
      let vertices = 0;
      gltf.scene.traverse((object: Object3D) => {
        if (object instanceof Mesh) vertices += object.geometry.getAttribute('position').count;
      });
      expect(vertices).toBe(
        getSceneVertexCount((await read(original)).getRoot().listScenes()[0], VertexCountMethod.UPLOAD),
      );
    });
  });

  describe('a model with large textures', () => {
    let original: Uint8Array;
    let optimized: Uint8Array;
    let before: Map<string, Texture>;
    let after: Map<string, Texture>;

    const texturesByName = async (glb: Uint8Array): Promise<Map<string, Texture>> =>
      new Map(
        (await read(glb))
          .getRoot()
          .listTextures()
          .map((texture) => [texture.getName(), texture]),
      );
    const image = (textures: Map<string, Texture>, name: string): Uint8Array =>
      textures.get(name)?.getImage() ?? new Uint8Array();

    beforeAll(async () => {
      original = await texturedGlb();
      optimized = await optimizeGlb(original);
      [before, after] = await Promise.all([texturesByName(original), texturesByName(optimized)]);
    });

    it('shrinks, stays valid and declares WebP as required', async () => {
      expect(optimized.byteLength).toBeLessThan(original.byteLength / 2);
      expect(requiredExtensions(optimized)).toEqual([
        'EXT_meshopt_compression',
        'EXT_texture_webp',
        'KHR_mesh_quantization',
      ]);
      await expectValid(optimized);
    });

    it('scales the 4096 px colour map to 2048 px, keeping its aspect ratio, as WebP', async () => {
      expect(await sharp(image(after, 'Putz')).metadata()).toMatchObject({ format: 'webp', width: 2048, height: 1024 });
      expect(after.get('Putz')?.getMimeType()).toBe('image/webp');
    });

    it('keeps the alpha channel of a transparent colour map', async () => {
      const { data, info } = await sharp(image(after, 'Glas')).raw().toBuffer({ resolveWithObject: true });
      expect(info.channels).toBe(4);
      expect(Math.abs(data[3] - 128)).toBeLessThanOrEqual(1);
    });

    it('keeps the pixels of the normal map exactly and the occlusion/roughness map as JPEG', async () => {
      const pixels = (textures: Map<string, Texture>) =>
        sharp(image(textures, 'Putz-Normalen')).removeAlpha().raw().toBuffer();
      const [expected, actual] = await Promise.all([pixels(before), pixels(after)]);
      // Compared as a count: a diff of 200,000 bytes would take jest minutes to print.
      expect(actual.length).toBe(expected.length);
      expect(actual.filter((value, index) => value !== expected[index]).length).toBe(0);
      expect(after.get('Putz-ORM')?.getMimeType()).toBe('image/jpeg');
    });

    it('keeps the bytes of a small texture that re-encoding would make larger', () => {
      expect(after.get('Licht')?.getMimeType()).toBe('image/jpeg');
      expect(Buffer.from(image(after, 'Licht')).equals(image(before, 'Licht'))).toBe(true);
      for (const name of after.keys()) {
        if (name !== 'Putz') expect(image(after, name).byteLength).toBeLessThanOrEqual(image(before, name).byteLength);
      }
    });

    it('leaves no texture above 2048 px, or above a smaller limit when asked', async () => {
      for (const name of after.keys()) {
        const { width = Infinity, height = Infinity } = await sharp(image(after, name)).metadata();
        expect(Math.max(width, height)).toBeLessThanOrEqual(2048);
      }
      const smaller = await texturesByName(await optimizeGlb(original, { maxTextureSize: 512 }));
      for (const texture of smaller.values()) {
        expect(Math.max(...(texture.getSize() ?? [Infinity]))).toBeLessThanOrEqual(512);
      }
    });
  });

  it('recompresses a Draco model with meshopt instead', async () => {
    const original = await dracoGlb();
    const optimized = await optimizeGlb(original);
    expect(optimized.byteLength).toBeLessThan(original.byteLength);
    expect(requiredExtensions(optimized)).not.toContain('KHR_draco_mesh_compression');
    expect(requiredExtensions(optimized)).toContain('EXT_meshopt_compression');
    await expectValid(optimized);
    await expectSameGeometry(original, optimized);
  });

  it('never grows a model that is already meshopt-compressed', async () => {
    const original = await meshoptGlb();
    const optimized = await optimizeGlb(original);
    expect(optimized.byteLength).toBeLessThanOrEqual(original.byteLength);
    await expectValid(optimized);
    await expectSameGeometry(original, optimized);
  });

  it('returns the input itself when optimising would not make it smaller', async () => {
    const original = await tinyGlb();
    expect(await optimizeGlb(original)).toBe(original);
  });

  it('returns a model using primitive restart as uploaded', async () => {
    const original = await primitiveRestartGlb();
    expect(await optimizeGlb(original)).toBe(original);
  });

  it('refuses garbage and truncated files at once with a German ConversionError', async () => {
    const truncated = await truncatedGlb();
    const garbage = await conversionError(optimizeGlb(new TextEncoder().encode('Das ist kein 3D-Modell.')));
    expect(garbage.message).toMatch(/^Das Modell kann nicht gelesen werden \(technische Meldung: .+\)\.$/);
    await conversionError(optimizeGlb(truncated));
  });

  it('refuses a texture declaring 64 megapixels by its header instead of decoding it', async () => {
    const bomb = await makeTexturedGlb(pngDeclaring(8000, 8000), 'image/png', 'Riesenputz');
    const error = await conversionError(optimizeGlb(bomb));
    expect(error.message).toMatch(
      /^Die Textur „Riesenputz“ des 3D-Modells hat 8000 × 8000 Pixel; erlaubt sind höchstens 50 Megapixel/,
    );
    const smaller = await conversionError(optimizeGlb(await texturedGlb(), { maxTexturePixels: 1000 }));
    expect(smaller.message).toMatch(/erlaubt sind höchstens 0,001 Megapixel/);
  });

  it('refuses a model with an undecodable texture, naming the texture', async () => {
    const error = await conversionError(optimizeGlb(await brokenTextureGlb()));
    expect(error.message).toMatch(/Textur „Putz“/);
  });
});
