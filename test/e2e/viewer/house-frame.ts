import { expect, type Locator } from '@playwright/test';

/** Free space the house's box keeps to each canvas edge (the viewer aims at 5 %). */
const EDGE_SHARE = 0.03;
/** The box fills at least this share of the canvas's width or height: framed, not a speck. */
const FILL_SHARE = 0.5;

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface HouseFrame extends Rect {
  width: number;
  height: number;
}

/**
 * The house's projected bounding box on the canvas (`data-house-frame`, CSS pixels), once the
 * canvas has followed its box's size and the frame was measured on that size (the camera rested
 * after the last resize).
 */
export async function houseFrame(viewer: Locator): Promise<HouseFrame> {
  let values: number[] = [];
  await expect
    .poll(
      async () => {
        const state = await viewer.locator('canvas').evaluate((canvas) => {
          const own = canvas.getBoundingClientRect();
          const box = canvas.closest('[data-viewer-canvas]')!.parentElement!.getBoundingClientRect();
          const frame = canvas.closest('[data-testid="house-viewer"]')!.getAttribute('data-house-frame');
          return { own: [own.width, own.height], box: [box.width, box.height], frame };
        });
        values = (state.frame ?? '').split(' ').map(Number);
        return (
          Math.abs(state.own[0] - state.box[0]) < 1 &&
          Math.abs(state.own[1] - state.box[1]) < 1 &&
          values.length === 6 &&
          values[4] === Math.round(state.own[0]) &&
          values[5] === Math.round(state.own[1])
        );
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const [left, top, right, bottom, width, height] = values;
  return { left, top, right, bottom, width, height };
}

export function expectFramed(frame: HouseFrame, label: string): void {
  const { left, top, right, bottom, width, height } = frame;
  expect(left, `${label}: left edge`).toBeGreaterThanOrEqual(width * EDGE_SHARE);
  expect(right, `${label}: right edge`).toBeLessThanOrEqual(width * (1 - EDGE_SHARE));
  expect(top, `${label}: top edge`).toBeGreaterThanOrEqual(height * EDGE_SHARE);
  expect(bottom, `${label}: bottom edge`).toBeLessThanOrEqual(height * (1 - EDGE_SHARE));
  const fill = Math.max((right - left) / width, (bottom - top) / height);
  expect(fill, `${label}: share of the canvas the house fills`).toBeGreaterThanOrEqual(FILL_SHARE);
}
