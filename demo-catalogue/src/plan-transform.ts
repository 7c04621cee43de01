import { Rect } from './plan-geometry.js';
import { Point2 } from './svg.js';

/** Plan metres to image pixels: a uniform scale and an offset. */
export interface PlanTransform {
  scale: number;
  originX: number;
  originY: number;
}

export const toPixel = (t: PlanTransform, x: number, y: number): Point2 => ({
  x: t.originX + x * t.scale,
  y: t.originY + y * t.scale,
});

export function rectToPixels(t: PlanTransform, rect: Rect): { x: number; y: number; width: number; height: number } {
  const { x, y } = toPixel(t, rect.x, rect.y);
  return { x, y, width: rect.width * t.scale, height: rect.depth * t.scale };
}

/** Largest scale that fits a plan of `width` × `depth` metres into the area, centred. */
export function fitPlan(
  width: number,
  depth: number,
  area: { x: number; y: number; width: number; height: number },
): PlanTransform {
  const scale = Math.min(area.width / width, area.height / depth);
  return {
    scale,
    originX: area.x + (area.width - width * scale) / 2,
    originY: area.y + (area.height - depth * scale) / 2,
  };
}
