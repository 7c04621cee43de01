import sharp from 'sharp';
import { DEMO_HOUSES, FLOOR_PLAN_SIZE, PREVIEW_SIZE, renderFloorPlan, renderPreviewImage } from '../src/index.js';

/** A drawing, not an empty canvas: several colours and a real spread of brightness. */
async function expectDrawing(png: Buffer, size: { width: number; height: number }): Promise<number> {
  const metadata = await sharp(png).metadata();
  expect(metadata.format).toBe('png');
  expect({ width: metadata.width, height: metadata.height }).toEqual(size);
  const stats = await sharp(png).stats();
  expect(stats.entropy).toBeGreaterThan(0.5);
  for (const channel of stats.channels.slice(0, 3)) {
    expect(channel.max - channel.min).toBeGreaterThan(150);
    expect(channel.stdev).toBeGreaterThan(10);
  }
  return stats.channels[0].mean;
}

describe.each(DEMO_HOUSES.map((house) => [house.key, house] as const))('images of %s', (_key, house) => {
  it('renders a preview with sky, lawn and house', async () => {
    await expectDrawing(await renderPreviewImage(house), PREVIEW_SIZE);
  });

  it('renders one floor plan per storey, with and without measures', async () => {
    const [plain, measured] = await Promise.all([
      renderFloorPlan(house, { withMeasures: false }),
      renderFloorPlan(house, { withMeasures: true }),
    ]);
    expect(plain).toHaveLength(house.storeys);
    expect(measured).toHaveLength(house.storeys);
    for (let storey = 0; storey < house.storeys; storey++) {
      const plainMean = await expectDrawing(plain[storey], FLOOR_PLAN_SIZE);
      const measuredMean = await expectDrawing(measured[storey], FLOOR_PLAN_SIZE);
      // Dimension lines and areas add ink.
      expect(measuredMean).toBeLessThan(plainMean);
    }
  });
});
