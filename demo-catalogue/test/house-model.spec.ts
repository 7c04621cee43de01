import { RoofShape } from '@hauskonfig/shared';
import { Document, Node, NodeIO, getBounds } from '@gltf-transform/core';
import validator from 'gltf-validator';
import { DEMO_HOUSES, DemoHouseSpec, DemoViewVariant, buildHouseGlb } from '../src/index.js';
import { patternPixels } from '../src/texture-patterns.js';

const cases = DEMO_HOUSES.flatMap((house) => house.views.map((view) => [house.key, view.variant, house] as const));

const readGlb = (bytes: Uint8Array): Promise<Document> => new NodeIO().readBinary(bytes);

const triangleCount = (document: Document): number =>
  document
    .getRoot()
    .listMeshes()
    .flatMap((mesh) => mesh.listPrimitives())
    .reduce((sum, primitive) => sum + (primitive.getIndices()?.getCount() ?? 0) / 3, 0);

function node(document: Document, name: string): Node {
  const found = document
    .getRoot()
    .listNodes()
    .find((candidate) => candidate.getName() === name);
  if (!found) throw new Error(`No node "${name}"`);
  return found;
}

const houseTop = async (house: DemoHouseSpec): Promise<number> => {
  const document = await readGlb(await buildHouseGlb(house, 'day'));
  return getBounds(document.getRoot().listScenes()[0]).max[1];
};

describe.each(cases)('3D model of %s (%s)', (_key, variant: DemoViewVariant, house) => {
  let bytes: Uint8Array;
  let document: Document;

  beforeAll(async () => {
    bytes = await buildHouseGlb(house, variant);
    document = await readGlb(bytes);
  });

  it('passes the Khronos glTF validator without errors or warnings', async () => {
    const report = await validator.validateBytes(bytes, { maxIssues: 20 });
    expect(report.issues.messages.filter((message) => message.severity <= 1)).toEqual([]);
    expect(report.issues.numErrors).toBe(0);
    expect(report.issues.numWarnings).toBe(0);
  });

  it('stays small: named meshes, a few thousand triangles, under 600 KB with its textures', () => {
    const meshNames = document
      .getRoot()
      .listMeshes()
      .map((mesh) => mesh.getName());
    expect(meshNames).toEqual(expect.arrayContaining(['Sockel', 'Erdgeschoss', 'Fenster', 'Haustür', 'Dach']));
    expect(meshNames.includes('Obergeschoss')).toBe(house.storeys === 2);
    expect(meshNames.length).toBeGreaterThanOrEqual(5);
    expect(meshNames.length).toBeLessThanOrEqual(12);
    expect(triangleCount(document)).toBeGreaterThanOrEqual(300);
    expect(triangleCount(document)).toBeLessThanOrEqual(20_000);
    expect(bytes.byteLength).toBeLessThan(600_000);
  });

  it('gives every primitive indexed positions, normals, texture coordinates and a PBR material', () => {
    for (const primitive of document
      .getRoot()
      .listMeshes()
      .flatMap((mesh) => mesh.listPrimitives())) {
      const textured = primitive.getMaterial()?.getNormalTexture() !== null;
      expect(primitive.listSemantics().sort()).toEqual(
        textured ? ['NORMAL', 'POSITION', 'TANGENT', 'TEXCOORD_0'] : ['NORMAL', 'POSITION', 'TEXCOORD_0'],
      );
      expect(primitive.getIndices()).not.toBeNull();
      expect(primitive.getMaterial()).not.toBeNull();
    }
  });

  it('stands on y = 0 at real size, matching width and depth within 10 %', () => {
    const scene = getBounds(document.getRoot().listScenes()[0]);
    expect(Math.abs(scene.min[1])).toBeLessThan(1e-4);
    // Gutters, terrace and chimney stand beside and above the house; the base matches.
    const measured = getBounds(node(document, 'Sockel'));
    expect(Math.abs((measured.max[0] - measured.min[0]) / house.width - 1)).toBeLessThan(0.1);
    expect(Math.abs((measured.max[2] - measured.min[2]) / house.depth - 1)).toBeLessThan(0.1);
  });

  it('has a terrace and a chimney only in the alternative view', () => {
    const names = document
      .getRoot()
      .listNodes()
      .map((candidate) => candidate.getName());
    expect(names.includes('Terrasse')).toBe(variant === 'alt');
    expect(names.includes('Kamin')).toBe(variant === 'alt');
  });

  it('has gutters and solar panels where its design asks for them', () => {
    const names = document
      .getRoot()
      .listNodes()
      .map((candidate) => candidate.getName());
    expect(names.includes('Dachrinne')).toBe(house.design.gutters && house.roofShape !== RoofShape.FLAT);
    expect(names.includes('Photovoltaik')).toBe(house.design.solarPanels);
  });

  it('sets the panes back into the walls, behind the façade', () => {
    const glass = document
      .getRoot()
      .listMeshes()
      .flatMap((mesh) => mesh.listPrimitives())
      .filter((primitive) => primitive.getMaterial()?.getName() === 'Glas');
    const frontmost = Math.max(
      ...glass.map((primitive) => primitive.getAttribute('POSITION')?.getMax([0, 0, 0])[2] ?? 0),
    );
    expect(frontmost).toBeLessThan(house.depth / 2 - 0.1);
  });
});

describe('3D models across houses', () => {
  const twoStoreys = (shape: RoofShape) => {
    const house = DEMO_HOUSES.find((candidate) => candidate.roofShape === shape && candidate.storeys === 2);
    if (!house) throw new Error(`No two-storey house with a ${shape} roof`);
    return house;
  };

  it('makes a gable roof clearly taller than a flat roof', async () => {
    const [gable, flat] = await Promise.all([
      houseTop(twoStoreys(RoofShape.GABLE)),
      houseTop(twoStoreys(RoofShape.FLAT)),
    ]);
    expect(gable - flat).toBeGreaterThan(2);
  });

  it('textures walls and roofs with generated JPEG colour and normal maps of at most 512 px', async () => {
    const document = await readGlb(await buildHouseGlb(DEMO_HOUSES[0], 'alt'));
    for (const part of ['Erdgeschoss', 'Dach', 'Terrasse']) {
      const material = node(document, part).getMesh()?.listPrimitives()[0].getMaterial();
      for (const texture of [material?.getBaseColorTexture(), material?.getNormalTexture()]) {
        expect(texture?.getMimeType()).toBe('image/jpeg');
        expect(Math.max(...(texture?.getSize() ?? [Infinity]))).toBeLessThanOrEqual(512);
      }
    }
  });

  it('draws textures from a seed, not from Math.random: the same pixels on every run', () => {
    const draw = () => patternPixels('brick', [0.6, 0.3, 0.2], 42).colour;
    expect(Buffer.from(draw().buffer).equals(Buffer.from(draw().buffer))).toBe(true);
  });

  it('gives every house its own combination of façade, roof and window frames', () => {
    const looks = DEMO_HOUSES.map(({ design }) =>
      JSON.stringify([design.wall, design.upperWall, design.roof, design.frame]),
    );
    expect(new Set(looks).size).toBe(DEMO_HOUSES.length);
  });
});
