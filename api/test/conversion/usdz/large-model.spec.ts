import { AR_TRIANGLE_BUDGET } from '../../../src/conversion/usdz/ar-simplify.js';
import { convertGlbToUsdz } from '../../../src/conversion/usdz/convert-glb-to-usdz.js';
import { largeGrid } from './glb-fixtures.js';
import { readWithTinyUsdz } from './tinyusdz-reader.js';
import { readUsdzPackage } from './usdz-package-reader.js';

// 400 × 400 quads: 160,801 vertices and 320,000 triangles, about 9 MB of GLB.
const SIDE = 400;

describe('convertGlbToUsdz on a large model', () => {
  // Its speed is measured by `npm run bench:convert`, not asserted here (a busy machine would fail it).
  it('simplifies it to the AR budget in a package tinyusdz reads with every written triangle', async () => {
    const glb = await largeGrid(SIDE);
    const { usdz, stats } = await convertGlbToUsdz(glb);
    expect(stats).toEqual(
      expect.objectContaining({ meshes: 1, materials: 1, textures: 0, simplifiedFrom: SIDE * SIDE * 2 }),
    );
    expect(stats.triangles).toBeLessThanOrEqual(AR_TRIANGLE_BUDGET);

    expect(readUsdzPackage(usdz).map((file) => file.name)).toEqual(['model.usda']);
    const { large } = await readWithTinyUsdz({ large: usdz });
    expect(large.ok).toBe(true);
    expect(large.meshes).toEqual([expect.objectContaining({ faces: stats.triangles })]);
    expect(large.materials[large.meshes[0].materialId].diffuseColor.map((value) => value.toFixed(4))).toEqual([
      '0.4000',
      '0.6000',
      '0.3000',
    ]);
  });
});
