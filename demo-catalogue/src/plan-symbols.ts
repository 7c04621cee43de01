import { Doorway } from './floor-plan-layout.js';
import { Rect } from './plan-geometry.js';
import { PlanTransform, rectToPixels, toPixel } from './plan-transform.js';
import { element } from './svg.js';

/** Architectural plan symbols for openings and stairs, drawn over the floor and the walls. */
export const WALL_INK = '#2e2e2e';

export const rectElement = (t: PlanTransform, rect: Rect, attributes: Record<string, string | number>) =>
  element('rect', { ...rectToPixels(t, rect), ...attributes });

/** Window symbol: frame outline with the glass as a double line along the wall. */
export function windowSymbol(t: PlanTransform, gap: Rect): string {
  const alongX = gap.width > gap.depth;
  const glass = alongX
    ? [gap.depth * 0.42, gap.depth * 0.58].map((dy) => ({ x: gap.x, y: gap.y + dy, width: gap.width, depth: 0 }))
    : [gap.width * 0.42, gap.width * 0.58].map((dx) => ({ x: gap.x + dx, y: gap.y, width: 0, depth: gap.depth }));
  return [
    rectElement(t, gap, { fill: '#ffffff', stroke: WALL_INK, 'stroke-width': 1.2 }),
    ...glass.map((line) => {
      const [a, b] = [toPixel(t, line.x, line.y), toPixel(t, line.x + line.width, line.y + line.depth)];
      return element('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: WALL_INK, 'stroke-width': 1 });
    }),
  ].join('');
}

/** Door symbol: cleared gap, the open leaf at 90° and its swing arc. */
export function doorSymbol(t: PlanTransform, door: Doorway, passageFloor: string): string {
  // An open passage (kitchen to living room) shows the floor running through.
  const gap = rectElement(t, door.gap, { fill: door.swing === null ? passageFloor : '#ffffff' });
  if (door.swing === null) return gap;
  const { x, y, width, depth } = door.gap;
  const alongX = door.along === 'x';
  const span = alongX ? width : depth;
  const hingeAlong = door.hingeAtStart ? (alongX ? x : y) : alongX ? x + width : y + depth;
  const otherAlong = door.hingeAtStart ? hingeAlong + span : hingeAlong - span;
  const face = door.swing > 0 ? (alongX ? y + depth : x + width) : alongX ? y : x;
  const at = (along: number, across: number) => (alongX ? toPixel(t, along, across) : toPixel(t, across, along));
  const hinge = at(hingeAlong, face);
  const tip = at(hingeAlong, face + door.swing * span);
  const jamb = at(otherAlong, face);
  const sweep = (tip.x - hinge.x) * (jamb.y - hinge.y) - (tip.y - hinge.y) * (jamb.x - hinge.x) > 0 ? 1 : 0;
  const radius = span * t.scale;
  return [
    gap,
    element('line', { x1: hinge.x, y1: hinge.y, x2: tip.x, y2: tip.y, stroke: WALL_INK, 'stroke-width': 2 }),
    element('path', {
      d: `M ${tip.x} ${tip.y} A ${radius} ${radius} 0 0 ${sweep} ${jamb.x} ${jamb.y}`,
      fill: 'none',
      stroke: WALL_INK,
      'stroke-width': 0.9,
      'stroke-dasharray': '4 3',
    }),
  ].join('');
}

/** Treads and a walking line with an arrow pointing upstairs (towards the back). */
export function stairsSymbol(t: PlanTransform, stairs: Rect): string {
  const treads = Math.round(stairs.depth / 0.27);
  const step = stairs.depth / treads;
  const lines = Array.from({ length: treads - 1 }, (_, i) => {
    const a = toPixel(t, stairs.x, stairs.y + step * (i + 1));
    const b = toPixel(t, stairs.x + stairs.width, stairs.y + step * (i + 1));
    return element('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: WALL_INK, 'stroke-width': 0.9 });
  });
  const start = toPixel(t, stairs.x + stairs.width / 2, stairs.y + stairs.depth - step / 2);
  const end = toPixel(t, stairs.x + stairs.width / 2, stairs.y + step / 2);
  const head = 0.12 * t.scale;
  return [
    rectElement(t, stairs, { fill: '#ffffff', stroke: WALL_INK, 'stroke-width': 1.2 }),
    ...lines,
    element('line', { x1: start.x, y1: start.y, x2: end.x, y2: end.y, stroke: WALL_INK, 'stroke-width': 1.2 }),
    element('circle', { cx: start.x, cy: start.y, r: 3, fill: WALL_INK }),
    element('path', {
      d: `M ${end.x - head} ${end.y + head * 1.5} L ${end.x} ${end.y} L ${end.x + head} ${end.y + head * 1.5}`,
      fill: 'none',
      stroke: WALL_INK,
      'stroke-width': 1.2,
    }),
  ].join('');
}
