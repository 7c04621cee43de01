import { Document } from '@gltf-transform/core';
import { Box3, Matrix3, Vector3 } from 'three';
import { convertGlbToUsdz, type UsdzStats } from '../../../src/conversion/usdz/convert-glb-to-usdz.js';
import { type ExpectedMesh, expectedMeshes } from './glb-expectations.js';
import {
  alphaModes,
  compressed,
  gpuInstances,
  negativeScale,
  boxPrimitive,
  severalPrimitives,
  SPARSE_LIFT,
  sparseMorphTarget,
  sparsePositions,
  skinnedZUpRig,
  TEXTURE_TRANSFORM,
  texturedPbr,
  textureTransform,
  TOP_FACE,
} from './glb-fixtures.js';
import { type GltfJson, splitGlb } from './glb-surgery.js';
import { type Layer, loadWithThree, parseLayerWithThree, type ThreeMesh } from './three-usd-reader.js';
import { glbBoundsWithThree } from './three-gltf-reader.js';
import { readWithTinyUsdz, type TinyUsdzStage } from './tinyusdz-reader.js';
import { type PackageFile, readUsdzPackage } from './usdz-package-reader.js';

interface Converted {
  glb: Uint8Array;
  usdz: Uint8Array;
  stats: UsdzStats;
  files: PackageFile[];
  text: string;
  layer: Layer;
  expected: ExpectedMesh[];
}

const builders: Record<string, () => Promise<Uint8Array>> = {
  'textured PBR box': texturedPbr,
  'alpha blend and mask': alphaModes,
  'texture transform': textureTransform,
  'negative scale': negativeScale,
  'several primitives and materials': severalPrimitives,
  'GPU instances': gpuInstances,
  'sparse morph target': sparseMorphTarget,
  'sparse positions': sparsePositions,
  'skinned Z-up rig': () => skinnedZUpRig(),
  'Draco textured PBR box': async () => compressed(await texturedPbr(), 'draco'),
  'Draco alpha modes': async () => compressed(await alphaModes(), 'draco'),
  'meshopt several primitives': async () => compressed(await severalPrimitives(), 'meshopt'),
  'meshopt texture transform': async () => compressed(await textureTransform(), 'meshopt'),
};
const names = Object.keys(builders);
const converted: Record<string, Converted> = {};
let tinyusdz: Record<string, TinyUsdzStage> = {};

beforeAll(async () => {
  for (const name of names) {
    const glb = await builders[name]();
    const { usdz, stats } = await convertGlbToUsdz(glb);
    const files = readUsdzPackage(usdz);
    const text = new TextDecoder().decode(files[0].data);
    converted[name] = {
      glb,
      usdz,
      stats,
      files,
      text,
      layer: await parseLayerWithThree(text),
      expected: await expectedMeshes(glb),
    };
  }
  tinyusdz = await readWithTinyUsdz(Object.fromEntries(names.map((name) => [name, converted[name].usdz])));
});

// Adding 0 turns -0 into 0, which toEqual would tell apart.
const round = (values: ArrayLike<number>) => Array.from(values, (value) => Math.round(value * 1e4) / 1e4 + 0);
const sorted = (keys: string[]) => [...keys].sort();

function expectedKeys(expected: ExpectedMesh[], withVertices: boolean): string[] {
  return sorted(
    expected.map((mesh) =>
      JSON.stringify([withVertices ? mesh.vertices : null, mesh.triangles, round(mesh.colour), mesh.textured]),
    ),
  );
}

/** The diffuse colour of a bound material: its value, or the scale of the texture feeding it. */
function layerColour(layer: Layer, materialPath: string): number[] {
  const input = `${materialPath}/PreviewSurface.inputs:diffuseColor`;
  const connection = layer.connection(input);
  const value = connection ? layer.value(`${connection.split('.')[0]}.inputs:scale`) : layer.value(input);
  return (value as number[]).slice(0, 3);
}

function worldNormalsAgreeWithWinding(mesh: ThreeMesh): boolean {
  const normalMatrix = new Matrix3().getNormalMatrix(mesh.worldMatrix);
  const corner = (i: number) =>
    new Vector3().fromArray(mesh.positions as number[], i * 3).applyMatrix4(mesh.worldMatrix);
  for (let t = 0; t < mesh.triangles; t++) {
    const [a, b, c] = [corner(t * 3), corner(t * 3 + 1), corner(t * 3 + 2)];
    const face = new Vector3().crossVectors(b.clone().sub(a), c.clone().sub(a));
    const normal = new Vector3().fromArray(mesh.normals as number[], t * 9).applyMatrix3(normalMatrix);
    if (face.dot(normal) <= 0) return false;
  }
  return true;
}

/** The box around every mesh as three.js places it, as [min xyz, max xyz]. */
function worldBounds(meshes: ThreeMesh[]): number[] {
  const box = new Box3();
  for (const mesh of meshes) {
    for (let i = 0; i < mesh.positions.length; i += 3) {
      box.expandByPoint(new Vector3().fromArray(mesh.positions as number[], i).applyMatrix4(mesh.worldMatrix));
    }
  }
  return [...box.min.toArray(), ...box.max.toArray()];
}

describe.each(names)('USDZ of the %s fixture', (name) => {
  it('is a valid USDZ package: stored, 64-byte aligned, CRCs right, root layer first, allowed files only', () => {
    const { files, text } = converted[name];
    expect(files[0].name).toBe('model.usda');
    for (const file of files.slice(1)) expect(file.name).toMatch(/^textures\/[A-Za-z0-9_]+\.(png|jpg)$/);
    const referenced = [...text.matchAll(/@([^@]+)@/g)].map((match) => match[1]);
    expect(new Set(referenced)).toEqual(new Set(files.slice(1).map((file) => file.name)));
  });

  it('has a Y-up layer in metres whose meshes, vertex counts and colours match the GLB (three.js USDA parser)', () => {
    const { layer, expected, stats } = converted[name];
    expect(layer.header).toMatchObject({ upAxis: 'Y', metersPerUnit: 1, defaultPrim: 'Root' });
    const keys = layer.meshes.map((mesh) => {
      expect(mesh.faceVertexCounts.every((count) => count === 3)).toBe(true);
      expect(mesh.faceVertexIndices.length).toBe(mesh.faceVertexCounts.length * 3);
      expect(Math.max(...mesh.faceVertexIndices)).toBeLessThan(mesh.points.length / 3);
      expect(layer.value(`${mesh.path}.subdivisionScheme`)).toBe('none');
      expect(mesh.material).not.toBeNull();
      const textured = layer.connection(`${mesh.material}/PreviewSurface.inputs:diffuseColor`) !== null;
      if (textured) expect(mesh.st).toHaveLength((mesh.points.length / 3) * 2);
      return JSON.stringify([
        mesh.points.length / 3,
        mesh.faceVertexCounts.length,
        round(layerColour(layer, mesh.material ?? '')),
        textured,
      ]);
    });
    expect(sorted(keys)).toEqual(expectedKeys(expected, true));
    expect(stats.meshes).toBe(expected.length);
    expect(stats.triangles).toBe(expected.reduce((sum, mesh) => sum + mesh.triangles, 0));
  });

  it('never writes a zero or broken normal', () => {
    for (const mesh of converted[name].layer.meshes) {
      expect([mesh.points.length, mesh.faceVertexIndices.length * 3]).toContain(mesh.normals.length);
      for (let i = 0; i < mesh.normals.length; i += 3) {
        expect(Math.hypot(mesh.normals[i], mesh.normals[i + 1], mesh.normals[i + 2])).toBeCloseTo(1, 4);
      }
    }
  });

  it('loads in three.js USDLoader with the same meshes, colours and decodable textures', async () => {
    const { usdz, expected } = converted[name];
    const meshes = await loadWithThree(usdz);
    const keys = meshes.map((mesh) => {
      const textured = mesh.material.map !== null;
      if (textured) expect((mesh.material.map?.image as { width: number }).width).toBeGreaterThan(0);
      const { r, g, b } = mesh.material.color;
      return JSON.stringify([null, mesh.triangles, round([r, g, b]), textured]);
    });
    expect(sorted(keys)).toEqual(expectedKeys(expected, false));
    for (const mesh of meshes) expect(worldNormalsAgreeWithWinding(mesh)).toBe(true);
  });

  it('reads in tinyusdz with the same meshes, faces, colours and textures', () => {
    const { expected, files } = converted[name];
    const stage = tinyusdz[name];
    expect(stage).toMatchObject({ ok: true });
    const keys = stage.meshes.map((mesh) => {
      const material = stage.materials[mesh.materialId];
      const texture = material.diffuseTexture;
      if (texture) {
        expect(files.map((file) => file.name)).toContain(texture.uri);
        expect(texture.bytes).toBeGreaterThan(0);
      }
      // tinyusdz reports a placeholder colour for textured inputs; the scale is checked above.
      const colour = texture ? null : round(material.diffuseColor);
      return JSON.stringify([mesh.faces, colour, texture !== null]);
    });
    const wanted = expected.map((mesh) =>
      JSON.stringify([mesh.triangles, mesh.textured ? null : round(mesh.colour), mesh.textured]),
    );
    expect(sorted(keys)).toEqual(sorted(wanted));
  });
});

describe('convertGlbToUsdz mapping details', () => {
  const surface = (layer: Layer, material: string, input: string) =>
    layer.value(`/Root/Materials/${material}/PreviewSurface.inputs:${input}`);
  const shaderOf = (layer: Layer, material: string, input: string) =>
    layer.connection(`/Root/Materials/${material}/PreviewSurface.inputs:${input}`);

  it('maps the glTF PBR slots onto UsdPreviewSurface and keeps PNG/JPEG bytes as they were', () => {
    const { layer, files, glb, stats } = converted['textured PBR box'];
    expect(stats).toEqual({ meshes: 1, materials: 1, textures: 5, triangles: 12, simplifiedFrom: null });
    expect(files.map((file) => file.name).sort()).toEqual(
      [
        'model.usda',
        'textures/Farbe.png',
        'textures/Leuchten.png',
        'textures/Normalen.png',
        'textures/Rauheit.jpg',
        'textures/Verdeckung.png',
      ].sort(),
    );
    const texture = (file: string) =>
      files.find((entry) => entry.name === `textures/${file}`)?.data ?? new Uint8Array();
    const { json, bin } = splitGlb(glb);
    const imageBytes = (name: string) => {
      const image = json.images.find((entry: { name: string }) => entry.name === name);
      const view = json.bufferViews[image.bufferView];
      return bin.subarray(view.byteOffset ?? 0, (view.byteOffset ?? 0) + view.byteLength);
    };
    expect(Buffer.compare(texture('Farbe.png'), imageBytes('Farbe'))).toBe(0);
    expect(Buffer.compare(texture('Rauheit.jpg'), imageBytes('Rauheit'))).toBe(0);
    // The WebP emissive texture was re-encoded as PNG.
    expect(Array.from(texture('Leuchten.png').subarray(0, 4))).toEqual([0x89, 0x50, 0x4e, 0x47]);

    const base = '/Root/Materials/Holz';
    expect(shaderOf(layer, 'Holz', 'metallic')).toBe(`${base}/MetallicRoughnessTexture.outputs:b`);
    expect(shaderOf(layer, 'Holz', 'roughness')).toBe(`${base}/MetallicRoughnessTexture.outputs:g`);
    expect(round(layer.value(`${base}/MetallicRoughnessTexture.inputs:scale`) as number[])).toEqual([1, 0.7, 0.3, 1]);
    expect(layer.value(`${base}/MetallicRoughnessTexture.inputs:sourceColorSpace`)).toBe('raw');
    expect(shaderOf(layer, 'Holz', 'normal')).toBe(`${base}/NormalTexture.outputs:rgb`);
    expect(layer.value(`${base}/NormalTexture.inputs:scale`)).toEqual([2, 2, 2, 1]);
    expect(layer.value(`${base}/NormalTexture.inputs:bias`)).toEqual([-1, -1, -1, 0]);
    expect(shaderOf(layer, 'Holz', 'occlusion')).toBe(`${base}/OcclusionTexture.outputs:r`);
    expect(shaderOf(layer, 'Holz', 'emissiveColor')).toBe(`${base}/EmissiveTexture.outputs:rgb`);
    expect(layer.value(`${base}/EmissiveTexture.inputs:scale`)).toEqual([1, 0.5, 0, 1]);
    expect(layer.value(`${base}/BaseColorTexture.inputs:sourceColorSpace`)).toBe('sRGB');
    expect(layer.value(`${base}/TexCoordReader.inputs:varname`)).toBe('st');
    expect(surface(layer, 'Holz', 'useSpecularWorkflow')).toBe(0);
  });

  it('turns BLEND into opacity from the texture alpha and MASK into a cut-off', async () => {
    const { layer, usdz } = converted['alpha blend and mask'];
    expect(shaderOf(layer, 'Glas', 'opacity')).toBe('/Root/Materials/Glas/BaseColorTexture.outputs:a');
    expect(round(layer.value('/Root/Materials/Glas/BaseColorTexture.inputs:scale') as number[])).toEqual([
      0.2, 0.4, 0.9, 0.6,
    ]);
    expect(surface(layer, 'Glas', 'opacityThreshold')).toBeUndefined();
    expect(surface(layer, 'Zaun', 'opacity')).toBeCloseTo(0.8, 5);
    expect(surface(layer, 'Zaun', 'opacityThreshold')).toBeCloseTo(0.3, 5);
    const meshes = await loadWithThree(usdz);
    expect(meshes.find((mesh) => mesh.material.map !== null)?.material.transparent).toBe(true);
  });

  it('bakes KHR_texture_transform into st and flips V', () => {
    for (const name of ['texture transform', 'meshopt texture transform']) {
      const { layer, glb } = converted[name];
      expect(splitGlb(glb).json.extensionsUsed).toContain('KHR_texture_transform');
      const st = layer.meshes[0].st ?? [];
      const [[u0, v0], [u1, v1]] = [
        [0, 1],
        [1, 1],
      ].map(([u, v]) => [
        u * TEXTURE_TRANSFORM.scale[0] + TEXTURE_TRANSFORM.offset[0],
        1 - (v * TEXTURE_TRANSFORM.scale[1] + TEXTURE_TRANSFORM.offset[1]),
      ]);
      // The fixture's first face has UVs (0,1), (1,1), (1,0), (0,0).
      expect(round(st.slice(0, 4))).toEqual(round([u0, v0, u1, v1]));
    }
  });

  it('keeps mirrored geometry facing outwards (negative scale, mirrored GPU instance)', async () => {
    for (const name of ['negative scale', 'GPU instances']) {
      const meshes = await loadWithThree(converted[name].usdz);
      expect(meshes.some((mesh) => mesh.worldMatrix.determinant() < 0)).toBe(true);
      for (const mesh of meshes) expect(worldNormalsAgreeWithWinding(mesh)).toBe(true);
    }
  });

  it('writes flat normals where the GLB has none, double-sided faces twice, unlit colour as emission', () => {
    const { layer, stats } = converted['several primitives and materials'];
    expect(stats).toMatchObject({ meshes: 7, materials: 7 });
    const strip = layer.meshes.find((mesh) => mesh.points.length === 15);
    expect(strip?.normals).toHaveLength((strip?.faceVertexIndices.length ?? 0) * 3);
    const sheet = layer.meshes.find((mesh) => mesh.material === '/Root/Materials/Blatt');
    expect(sheet?.faceVertexCounts).toHaveLength(4);
    expect(surface(layer, 'Schild', 'diffuseColor')).toEqual([0, 0, 0]);
    expect(round(surface(layer, 'Schild', 'emissiveColor') as number[])).toEqual([0.9, 0.1, 0.6]);
    expect(round(surface(layer, 'Standard', 'diffuseColor') as number[])).toEqual([1, 1, 1]);
  });

  it('applies sparse accessors: a morph target written sparsely, positions with sparse overrides', async () => {
    // The box's positions as built, without sparse storage.
    const box = Array.from(boxPrimitive(new Document()).getAttribute('POSITION')?.getArray() as Float32Array);
    const cases: [string, number, (i: number) => boolean][] = [
      // Every vertex at the top, whichever face it belongs to.
      ['sparse morph target', 5121, (i) => box[i] > 0],
      ['sparse positions', 5123, (i) => TOP_FACE.includes(Math.floor(i / 3))],
    ];
    for (const [name, indexType, lifted] of cases) {
      const { glb, layer, usdz } = converted[name];
      const { accessors } = splitGlb(glb).json;
      expect(
        accessors
          .filter((entry: GltfJson) => entry.sparse)
          .map((entry: GltfJson) => entry.sparse.indices.componentType),
      ).toEqual([indexType]);
      const expected = box.map((value, i) => (i % 3 === 1 && lifted(i) ? value + SPARSE_LIFT : value));
      expect(round(layer.meshes[0].points)).toEqual(round(expected));
      const bounds = [-0.5, -0.5, -0.5, 0.5, 0.5 + SPARSE_LIFT, 0.5];
      expect(round(worldBounds(await loadWithThree(usdz)))).toEqual(bounds);
      expect(round(tinyusdz[name].meshes[0].bounds)).toEqual(bounds);
    }
  });

  it('poses skinned meshes in world space where three.js draws the GLB: a Z-up rig stands on Y', async () => {
    const rest = converted['skinned Z-up rig'];
    // A bent joint blends two different matrices. Not among the fixtures above: its oblique
    // normals are written with fewer decimals than their unit-length check allows.
    const bentGlb = await skinnedZUpRig(Math.PI / 2);
    const bent = { glb: bentGlb, usdz: (await convertGlbToUsdz(bentGlb)).usdz };
    const bentStage = (await readWithTinyUsdz({ bent: bent.usdz })).bent;
    expect(round(await glbBoundsWithThree(rest.glb))).toEqual([-0.25, 0, -0.25, 0.25, 2, 0.25]);
    for (const [{ glb, usdz }, stage] of [
      [rest, tinyusdz['skinned Z-up rig']],
      [bent, bentStage],
    ] as const) {
      const drawn = round(await glbBoundsWithThree(glb));
      expect(round(worldBounds(await loadWithThree(usdz)))).toEqual(drawn);
      // tinyusdz reports the points as written: they need no transform to stand up.
      expect(round(stage.meshes[0].bounds)).toEqual(drawn);
    }
  });

  it('keeps a skinned mesh mirrored by its joints facing outwards', async () => {
    const mirrored = await skinnedZUpRig(0, [-1, 1, 1]);
    const meshes = await loadWithThree((await convertGlbToUsdz(mirrored)).usdz);
    expect(round(worldBounds(meshes))).toEqual(round(await glbBoundsWithThree(mirrored)));
    for (const mesh of meshes) expect(worldNormalsAgreeWithWinding(mesh)).toBe(true);
  });

  it('reports increasing progress from 0 to 1', async () => {
    const fractions: number[] = [];
    await convertGlbToUsdz(converted['several primitives and materials'].glb, {
      onProgress: (fraction) => fractions.push(fraction),
    });
    expect(fractions[0]).toBe(0);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.length).toBeGreaterThan(7);
    fractions.slice(1).forEach((fraction, i) => expect(fraction).toBeGreaterThanOrEqual(fractions[i]));
  });

  it('packs the same model to the same bytes', async () => {
    const { glb, usdz } = converted['textured PBR box'];
    expect(Buffer.compare((await convertGlbToUsdz(glb)).usdz, usdz)).toBe(0);
  });
});
