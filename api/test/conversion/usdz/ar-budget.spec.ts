import { EXTMeshGPUInstancing } from '@gltf-transform/extensions';
import { AR_TRIANGLE_BUDGET } from '../../../src/conversion/usdz/ar-simplify.js';
import { ConversionError } from '../../../src/conversion/conversion-error.js';
import { convertGlbToUsdz } from '../../../src/conversion/usdz/convert-glb-to-usdz.js';
import { assertPackageSize } from '../../../src/conversion/usdz/package-size.js';
import { MAX_USDZ_BYTES } from '../../../src/conversion/usdz/usdz-limits.js';
import { addMeshNode, boxPrimitive, glb, largeGrid, newDocument } from './glb-fixtures.js';
import { loadWithThree } from './three-usd-reader.js';
import { readWithTinyUsdz } from './tinyusdz-reader.js';

const germanNumber = (value: number) => new Intl.NumberFormat('de-DE').format(value);

/** Bounds over every mesh in world space, as [min xyz, max xyz]. */
async function worldBounds(usdz: Uint8Array): Promise<{ triangles: number; bounds: number[] }> {
  const meshes = await loadWithThree(usdz);
  const bounds = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
  let triangles = 0;
  for (const mesh of meshes) {
    triangles += mesh.triangles;
    const m = mesh.worldMatrix.elements;
    for (let i = 0; i < mesh.positions.length; i += 3) {
      const [x, y, z] = [mesh.positions[i], mesh.positions[i + 1], mesh.positions[i + 2]];
      for (let axis = 0; axis < 3; axis++) {
        const value = m[axis] * x + m[4 + axis] * y + m[8 + axis] * z + m[12 + axis];
        bounds[axis] = Math.min(bounds[axis], value);
        bounds[axis + 3] = Math.max(bounds[axis + 3], value);
      }
    }
  }
  return { triangles, bounds };
}

/**
 * A closed sphere of `segments` × `rings` (one vertex per pole, the seam shared): 2 × segments ×
 * (rings - 1) triangles, drawn `instances` times through EXT_mesh_gpu_instancing on a square grid
 * of one-metre steps.
 */
function sphereGlbDocument(instances: number, segments: number, rings: number) {
  const document = newDocument();
  const buffer = document.getRoot().listBuffers()[0];
  const positions: number[] = [0, 0.4, 0];
  for (let ring = 1; ring < rings; ring++) {
    const theta = (ring / rings) * Math.PI;
    for (let segment = 0; segment < segments; segment++) {
      const phi = (segment / segments) * 2 * Math.PI;
      positions.push(
        Math.sin(theta) * Math.cos(phi) * 0.4,
        Math.cos(theta) * 0.4,
        Math.sin(theta) * Math.sin(phi) * 0.4,
      );
    }
  }
  const south = positions.length / 3;
  positions.push(0, -0.4, 0);
  const at = (ring: number, segment: number) => 1 + (ring - 1) * segments + (segment % segments);
  const indices: number[] = [];
  for (let segment = 0; segment < segments; segment++) {
    indices.push(0, at(1, segment + 1), at(1, segment));
    indices.push(south, at(rings - 1, segment), at(rings - 1, segment + 1));
    for (let ring = 1; ring < rings - 1; ring++) {
      const [a, b, c, d] = [at(ring, segment), at(ring + 1, segment), at(ring, segment + 1), at(ring + 1, segment + 1)];
      indices.push(a, c, b, c, d, b);
    }
  }
  const primitive = document
    .createPrimitive()
    .setAttribute(
      'POSITION',
      document.createAccessor().setType('VEC3').setArray(new Float32Array(positions)).setBuffer(buffer),
    )
    .setIndices(document.createAccessor().setType('SCALAR').setArray(new Uint32Array(indices)).setBuffer(buffer))
    .setMaterial(document.createMaterial('Kugel').setBaseColorFactor([0.8, 0.2, 0.2, 1]));
  const node = addMeshNode(document, 'Kugeln', [primitive]);
  const columns = Math.ceil(Math.sqrt(instances));
  const translations = new Float32Array(instances * 3);
  for (let i = 0; i < instances; i++) translations.set([i % columns, 0, Math.floor(i / columns)], i * 3);
  const batch = document
    .createExtension(EXTMeshGPUInstancing)
    .setRequired(true)
    .createInstancedMesh()
    .setAttribute('TRANSLATION', document.createAccessor().setType('VEC3').setArray(translations).setBuffer(buffer));
  node.setExtension('EXT_mesh_gpu_instancing', batch);
  return document;
}

/** `count` half-metre boxes in a row, drawn through EXT_mesh_gpu_instancing. */
async function boxes(count: number): Promise<Uint8Array> {
  const document = newDocument();
  const node = addMeshNode(document, 'Kisten', [boxPrimitive(document, 0.5)]);
  const translations = new Float32Array(count * 3);
  for (let i = 0; i < count; i++) translations[i * 3] = i;
  const batch = document
    .createExtension(EXTMeshGPUInstancing)
    .setRequired(true)
    .createInstancedMesh()
    .setAttribute(
      'TRANSLATION',
      document.createAccessor().setType('VEC3').setArray(translations).setBuffer(document.getRoot().listBuffers()[0]),
    );
  node.setExtension('EXT_mesh_gpu_instancing', batch);
  return glb(document);
}

describe('convertGlbToUsdz within the AR triangle budget', () => {
  it('simplifies a model over the budget to at most the budget, its bounds kept, and says so', async () => {
    // 300 × 300 quads: 180,000 triangles.
    const side = 300;
    const { usdz, stats, notes } = await convertGlbToUsdz(await largeGrid(side));
    expect(stats.simplifiedFrom).toBe(side * side * 2);
    expect(stats.triangles).toBeLessThanOrEqual(AR_TRIANGLE_BUDGET);
    expect(stats.triangles).toBeGreaterThan(AR_TRIANGLE_BUDGET / 4);

    const { triangles, bounds } = await worldBounds(usdz);
    expect(triangles).toBe(stats.triangles);
    const { large } = await readWithTinyUsdz({ large: usdz });
    expect(large.meshes.reduce((sum, mesh) => sum + mesh.faces, 0)).toBe(stats.triangles);
    // The grid spans 0…1 in x and z (borders locked) and ±0.05 in y.
    const expected = [0, -0.05, 0, 1, 0.05, 1];
    bounds.forEach((value, index) => expect(Math.abs(value - expected[index])).toBeLessThan(0.01));

    expect(notes).toContain(
      `AR: Für AR auf ${germanNumber(stats.triangles)} Dreiecke vereinfacht (das Modell hat ${germanNumber(side * side * 2)}).`,
    );
  });

  it('leaves a model under the budget untouched', async () => {
    const side = 100;
    const { usdz, stats, notes } = await convertGlbToUsdz(await largeGrid(side));
    expect(stats.simplifiedFrom).toBeNull();
    expect(stats.triangles).toBe(side * side * 2);
    expect((await worldBounds(usdz)).triangles).toBe(side * side * 2);
    expect(notes.filter((note) => note.includes('vereinfacht'))).toEqual([]);
  });

  it('counts GPU instances and back faces as written and brings many instances within the budget', async () => {
    // 4,000 instances (64 per row) of a 912-triangle double-sided sphere: 7,296,000 triangles as
    // written, still 592,000 after the bounded passes (a sphere keeps 74 triangles at 5 %).
    const document = sphereGlbDocument(4000, 24, 20);
    document.getRoot().listMaterials()[0].setDoubleSided(true);
    const { usdz, stats, notes } = await convertGlbToUsdz(await glb(document));
    expect(stats.simplifiedFrom).toBe(4000 * 912 * 2);
    expect(stats.triangles).toBeLessThanOrEqual(AR_TRIANGLE_BUDGET);
    expect(usdz.byteLength).toBeLessThan(MAX_USDZ_BYTES);
    const { triangles, bounds } = await worldBounds(usdz);
    expect(triangles).toBe(stats.triangles);
    // The spheres may coarsen, but each stays in its place: at most its radius away from its centre.
    const expected = [-0.4, -0.4, -0.4, 63.4, 0.4, 62.4];
    bounds.forEach((value, index) => expect(Math.abs(value - expected[index])).toBeLessThan(0.4));
    expect(notes.some((note) => note.startsWith('AR: Für AR auf'))).toBe(true);
  });

  it('keeps boxes that cannot be simplified as they are, and refuses them above the ceiling', async () => {
    // 1,000 instances of a 12-triangle box (every face a border of its own): 12,000 triangles.
    expect((await convertGlbToUsdz(await boxes(1000))).stats).toEqual(
      expect.objectContaining({ triangles: 12_000, simplifiedFrom: null }),
    );
    // 40,000 of them: 480,000 triangles no pass can reduce, above the ceiling of 400,000.
    await expect(convertGlbToUsdz(await boxes(40_000))).rejects.toThrow(
      'Das Modell ist für AR zu detailreich: auch vereinfacht blieben 480.000 Dreiecke, möglich sind 400.000.',
    );
  });

  it('refuses, in German, to hand out a package over 100 MB', () => {
    expect(() => assertPackageSize(MAX_USDZ_BYTES)).not.toThrow();
    expect(() => assertPackageSize(MAX_USDZ_BYTES + 1)).toThrow(ConversionError);
    expect(() => assertPackageSize(310_000_000)).toThrow(
      'Das Modell ist für AR zu groß: die USDZ-Datei hätte 310 MB, möglich sind 100 MB.',
    );
  });
});
