import { convertGlbToUsdz } from '../../../src/conversion/usdz/convert-glb-to-usdz.js';
import { largeGrid } from './glb-fixtures.js';
import { readWithTinyUsdz } from './tinyusdz-reader.js';
import { readUsdzPackage } from './usdz-package-reader.js';

// 400 × 400 quads: 160,801 vertices and 320,000 triangles, about 9 MB of GLB.
const SIDE = 400;

describe('convertGlbToUsdz on a large model', () => {
  // Its speed is measured by `npm run bench:convert`, not asserted here (a busy machine would fail it).
  it('converts into a package tinyusdz reads with every vertex and triangle', async () => {
    const glb = await largeGrid(SIDE);
    const { usdz, stats } = await convertGlbToUsdz(glb);
    expect(stats).toEqual({ meshes: 1, materials: 1, textures: 0, triangles: SIDE * SIDE * 2 });

    expect(readUsdzPackage(usdz).map((file) => file.name)).toEqual(['model.usda']);
    const { large } = await readWithTinyUsdz({ large: usdz });
    expect(large.ok).toBe(true);
    expect(large.meshes).toEqual([
      expect.objectContaining({ faces: SIDE * SIDE * 2, points: (SIDE + 1) * (SIDE + 1) }),
    ]);
    expect(large.materials[large.meshes[0].materialId].diffuseColor.map((value) => value.toFixed(4))).toEqual([
      '0.4000',
      '0.6000',
      '0.3000',
    ]);
  });
});
