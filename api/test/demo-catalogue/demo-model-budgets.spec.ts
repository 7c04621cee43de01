import { DEMO_HOUSES, buildHouseGlb } from '@hauskonfig/demo-catalogue';
import { gltfIO } from '../../src/conversion/gltf-io.js';
import { optimizeGlb } from '../../src/conversion/optimize/optimize-glb.js';
import { convertGlbToUsdz } from '../../src/conversion/usdz/convert-glb-to-usdz.js';

/**
 * Budgets per demo house. The USDZ limits follow Apple's AR Quick Look guidance (files up to
 * about 8 MB, at most 100 000 triangles, so a model opens quickly on a phone); the web GLB is what
 * visitors download on mobile networks.
 */
const MAX_WEB_GLB_BYTES = 3 * 1024 * 1024;
const MAX_USDZ_BYTES = 8 * 1024 * 1024;
const MAX_TRIANGLES = 100_000;

const cases = DEMO_HOUSES.flatMap((house) => house.views.map((view) => [house.key, view.variant, house] as const));

/** Triangles and textures of a GLB as the viewer loads it. */
async function contents(glb: Uint8Array): Promise<{ triangles: number; textures: number }> {
  const root = (await (await gltfIO()).readBinary(glb)).getRoot();
  const triangles = root
    .listMeshes()
    .flatMap((mesh) => mesh.listPrimitives())
    .reduce((sum, primitive) => sum + (primitive.getIndices()?.getCount() ?? 0) / 3, 0);
  return { triangles, textures: root.listTextures().length };
}

describe.each(cases)('demo model %s (%s) through the real conversion', (_key, variant, house) => {
  it('stays within the web GLB, USDZ and triangle budgets and keeps its textures', async () => {
    const source = await buildHouseGlb(house, variant);
    // The worker runs USDZ conversion and optimisation on the uploaded GLB, as here.
    const [{ usdz, stats }, webGlb] = await Promise.all([convertGlbToUsdz(source), optimizeGlb(source)]);

    expect(webGlb.byteLength).toBeLessThanOrEqual(MAX_WEB_GLB_BYTES);
    expect(usdz.byteLength).toBeLessThanOrEqual(MAX_USDZ_BYTES);
    const web = await contents(webGlb);
    expect(web.triangles).toBeLessThanOrEqual(MAX_TRIANGLES);
    expect(stats.triangles).toBeLessThanOrEqual(MAX_TRIANGLES);
    // The demo houses fit the AR budget as they are: their USDZ is never simplified.
    expect(stats.simplifiedFrom).toBeNull();
    // Walls and roof at least, each with a colour and a normal map.
    expect(web.textures).toBeGreaterThanOrEqual(4);
    // The USDZ may hold more files than the GLB has textures (a normal map can need a converted copy).
    expect(stats.textures).toBeGreaterThanOrEqual(web.textures);
  });
});
