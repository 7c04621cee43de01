import { type Document, type Primitive } from '@gltf-transform/core';
import { EXTMeshGPUInstancing } from '@gltf-transform/extensions';
import { quantize } from '@gltf-transform/functions';
import {
  type GeometrySummary,
  sameBounds,
  sameGeometry,
  summarizeGeometry,
} from '../../../src/conversion/optimize/geometry-check.js';
import { twoGridsDocument } from './optimize-fixtures.js';

const primitiveOf = (document: Document, name: string): Primitive => {
  const primitive = document
    .getRoot()
    .listMeshes()
    .find((mesh) => mesh.getName() === name)
    ?.listPrimitives()[0];
  if (!primitive) throw new Error(`No mesh ${name}.`);
  return primitive;
};

/** Runs change on a fresh copy of the two grids and summarises the result. */
async function summaryAfter(change: (document: Document) => unknown): Promise<GeometrySummary> {
  const document = twoGridsDocument(8);
  await change(document);
  return summarizeGeometry(document);
}

describe('the geometry check', () => {
  let source: GeometrySummary;

  beforeAll(() => {
    source = summarizeGeometry(twoGridsDocument(8));
  });

  it('passes the same model, and one quantised with a node transform undoing it', async () => {
    expect(sameGeometry(source, source)).toBe(true);
    const quantized = await summaryAfter((document) => document.transform(quantize({ quantizePosition: 12 })));
    expect(sameGeometry(source, quantized)).toBe(true);
    expect(sameBounds(source, quantized, 0)).toBe(false);
    expect(sameBounds(source, quantized, 0.001)).toBe(true);
  });

  it('passes a quantised model drawn by GPU instances, whose instances undo the quantisation', async () => {
    const instanced = (document: Document) => {
      const translations = document
        .createAccessor()
        .setType('VEC3')
        .setArray(new Float32Array([0, 0, 0, 20, 0, 0]))
        .setBuffer(document.getRoot().listBuffers()[0]);
      const batch = document.createExtension(EXTMeshGPUInstancing).createInstancedMesh();
      document
        .getRoot()
        .listNodes()[0]
        .setExtension('EXT_mesh_gpu_instancing', batch.setAttribute('TRANSLATION', translations));
    };
    const before = await summaryAfter(instanced);
    expect(before.bounds.max[0]).toBeCloseTo(25);
    const after = await summaryAfter(async (document) => {
      instanced(document);
      await document.transform(quantize());
    });
    expect(sameGeometry(before, after)).toBe(true);
  });

  it('passes a quantised skinned model, whose inverse bind matrices undo the quantisation', async () => {
    const skinned = (document: Document) => {
      const buffer = document.getRoot().listBuffers()[0];
      const joint = document.createNode('Gelenk').setTranslation([0, 4, 0]);
      document.getRoot().listScenes()[0].addChild(joint);
      const inverseBind = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, -1, 0, 1];
      const skin = document
        .createSkin()
        .addJoint(joint)
        .setInverseBindMatrices(
          document.createAccessor().setType('MAT4').setArray(new Float32Array(inverseBind)).setBuffer(buffer),
        );
      const node = document.getRoot().listNodes()[0].setSkin(skin);
      const primitive = node.getMesh()?.listPrimitives()[0];
      const count = primitive?.getAttribute('POSITION')?.getCount() ?? 0;
      const weights = new Float32Array(count * 4).map((_, index) => (index % 4 === 0 ? 1 : 0));
      primitive
        ?.setAttribute(
          'JOINTS_0',
          document
            .createAccessor()
            .setType('VEC4')
            .setArray(new Uint8Array(count * 4)),
        )
        .setAttribute('WEIGHTS_0', document.createAccessor().setType('VEC4').setArray(weights));
    };
    const before = await summaryAfter(skinned);
    // Both grids are 3 m up: the roof by its node, the skinned ground by its joint.
    expect(Math.min(...before.primitives.map((primitive) => primitive.bounds.min[1]))).toBeGreaterThan(2);
    const after = await summaryAfter(async (document) => {
      skinned(document);
      await document.transform(quantize());
    });
    expect(sameGeometry(before, after)).toBe(true);
  });

  it('rejects a model whose positions collapsed to one height', async () => {
    const collapsed = await summaryAfter((document) => {
      const position = primitiveOf(document, 'Dach').getAttribute('POSITION');
      const array = position?.getArray() ?? new Float32Array();
      for (let index = 1; index < array.length; index += 3) array[index] = 0;
    });
    expect(sameGeometry(source, collapsed)).toBe(false);
  });

  it('rejects a model whose positions collapsed to a point, in the preview check too', async () => {
    const point = await summaryAfter((document) => {
      for (const name of ['Gelände', 'Dach']) primitiveOf(document, name).getAttribute('POSITION')?.getArray()?.fill(0);
    });
    expect(sameGeometry(source, point)).toBe(false);
    expect(sameBounds(source, point, 0.02)).toBe(false);
  });

  it('rejects a model that lost half of its triangles or a primitive', async () => {
    const halved = await summaryAfter((document) => {
      const indices = primitiveOf(document, 'Gelände').getIndices();
      indices?.setArray(indices.getArray()?.slice(0, indices.getCount() / 2) ?? null);
    });
    expect(sameGeometry(source, halved)).toBe(false);
    const lost = await summaryAfter((document) => primitiveOf(document, 'Dach').dispose());
    expect(sameGeometry(source, lost)).toBe(false);
  });

  it('matches primitives by what they draw, not by order', async () => {
    const swapped = await summaryAfter((document) => {
      const [terrain, roof] = document.getRoot().listNodes();
      const [terrainMesh, roofMesh] = [terrain.getMesh(), roof.getMesh()];
      const [terrainMatrix, roofMatrix] = [terrain.getMatrix(), roof.getMatrix()];
      terrain.setMesh(roofMesh).setMatrix(roofMatrix);
      roof.setMesh(terrainMesh).setMatrix(terrainMatrix);
    });
    expect(sameGeometry(source, swapped)).toBe(true);
  });
});
