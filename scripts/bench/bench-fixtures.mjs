// Models for the conversion benchmark, made by code: the demo houses and one large house on a
// finely modelled plot (about 50 MB), so the figures never depend on files outside the repo.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, NodeIO } from '@gltf-transform/core';
import { DEMO_HOUSES, buildHouseGlb } from '@hauskonfig/demo-catalogue';

function terrain(document, buffer, grid, size) {
  const positions = new Float32Array((grid + 1) * (grid + 1) * 3);
  const normals = new Float32Array(positions.length);
  for (let row = 0, p = 0; row <= grid; row += 1) {
    for (let column = 0; column <= grid; column += 1, p += 3) {
      const x = (column / grid - 0.5) * size;
      const z = (row / grid - 0.5) * size;
      positions.set([x, Math.sin(x * 0.4) * Math.cos(z * 0.3) * 0.4 - 0.5, z], p);
      normals.set([0, 1, 0], p);
    }
  }
  const indices = new Uint32Array(grid * grid * 6);
  for (let row = 0, i = 0; row < grid; row += 1) {
    for (let column = 0; column < grid; column += 1, i += 6) {
      const a = row * (grid + 1) + column;
      const b = a + grid + 1;
      indices.set([a, b, a + 1, a + 1, b, b + 1], i);
    }
  }
  return document
    .createPrimitive()
    .setAttribute('POSITION', document.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer))
    .setAttribute('NORMAL', document.createAccessor().setType('VEC3').setArray(normals).setBuffer(buffer))
    .setIndices(document.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer))
    .setMaterial(document.createMaterial('Wiese').setBaseColorFactor([0.35, 0.55, 0.25, 1]).setRoughnessFactor(0.9));
}

/**
 * The first demo house on a plot modelled as a `grid` × `grid` mesh of `size` × `size` metres:
 * 1020 on 60 m gives the 50 MB house of the benchmarks, a few hundred a model large enough for a
 * preview in the tests.
 */
export async function houseOnTerrain(grid, size = 60) {
  const io = new NodeIO();
  const house = await io.readBinary(await buildHouseGlb(DEMO_HOUSES[0], 'alt'));
  const buffer = house.getRoot().listBuffers()[0];
  const mesh = house.createMesh('Grundstück').addPrimitive(terrain(house, buffer, grid, size));
  house.getRoot().listScenes()[0].addChild(house.createNode('Grundstück').setMesh(mesh));
  return io.writeBinary(house);
}

/** Writes the fixtures into `dir` and returns their paths. */
export async function writeBenchFixtures(dir) {
  mkdirSync(dir, { recursive: true });
  const files = [];
  for (const spec of DEMO_HOUSES.slice(0, 4)) {
    const file = join(dir, `${spec.key}.glb`);
    writeFileSync(file, await buildHouseGlb(spec, 'alt'));
    files.push(file);
  }
  const large = join(dir, 'large-house-50mb.glb');
  writeFileSync(large, await houseOnTerrain(1020));
  files.push(large);
  return files;
}

export { Document };
