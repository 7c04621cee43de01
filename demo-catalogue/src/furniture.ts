import { Room } from './floor-plan-layout.js';
import { Rect } from './plan-geometry.js';
import { PlanTransform, rectToPixels, toPixel } from './plan-transform.js';
import { element } from './svg.js';

const LINE = { fill: '#ffffff', stroke: '#9a9a9a', 'stroke-width': 1.2 };

/**
 * Places a piece against the room's outer wall (the garden wall for rooms at the back, the street
 * wall for rooms at the front), with its centre at `along` (0..1) of the room's width.
 */
function againstOuterWall(rect: Rect, atBack: boolean, along: number, width: number, depth: number): Rect {
  const x = rect.x + Math.min(Math.max(rect.width * along - width / 2, 0.1), rect.width - width - 0.1);
  return { x, y: atBack ? rect.y + 0.05 : rect.y + rect.depth - depth - 0.05, width, depth };
}

function box(t: PlanTransform, rect: Rect, rounded = 0): string {
  const r = rectToPixels(t, rect);
  return element('rect', { ...r, rx: rounded * t.scale, ...LINE });
}

function circle(t: PlanTransform, x: number, y: number, radius: number): string {
  const c = toPixel(t, x, y);
  return element('circle', { cx: c.x, cy: c.y, r: radius * t.scale, ...LINE });
}

const centreOf = (rect: Rect) => ({ x: rect.x + rect.width / 2, y: rect.y + rect.depth / 2 });

/** A double bed stands in the middle of the outer wall, a single bed in a corner. */
function bed(t: PlanTransform, rect: Rect, atBack: boolean, width: number): string {
  const frame = againstOuterWall(rect, atBack, width > 1.2 ? 0.5 : 0, width, 2.0);
  const pillowY = atBack ? frame.y + 0.1 : frame.y + frame.depth - 0.5;
  const pillows = width > 1.2 ? [frame.x + 0.1, frame.x + width / 2 + 0.05] : [frame.x + 0.1];
  const pillowWidth = width > 1.2 ? width / 2 - 0.15 : width - 0.2;
  return [
    box(t, frame, 0.05),
    ...pillows.map((x) => box(t, { x, y: pillowY, width: pillowWidth, depth: 0.4 }, 0.08)),
  ].join('');
}

function diningAndSofa(t: PlanTransform, rect: Rect): string {
  const table = { ...centreOf({ ...rect, width: rect.width * 0.5 }), width: 1.8, depth: 0.9 };
  const tableRect = { x: table.x - 0.9, y: table.y - 0.45, width: 1.8, depth: 0.9 };
  const chairs = [-0.5, 0.5].flatMap((dx) =>
    [-0.75, 0.75].map((dy) =>
      box(t, { x: table.x + dx - 0.22, y: table.y + dy - 0.22, width: 0.44, depth: 0.44 }, 0.05),
    ),
  );
  const sofaCentre = rect.x + rect.width * 0.75;
  const sofa = { x: sofaCentre - 1.2, y: rect.y + rect.depth * 0.55, width: 2.4, depth: 0.9 };
  const coffee = { x: sofaCentre - 0.5, y: sofa.y - 1.0, width: 1.0, depth: 0.6 };
  return [...chairs, box(t, tableRect, 0.05), box(t, sofa, 0.15), box(t, coffee, 0.05)].join('');
}

/** Counter along the outer wall with a sink and four hob rings. */
function kitchen(t: PlanTransform, rect: Rect, atBack: boolean, along: number, length: number): string {
  const counter = againstOuterWall(rect, atBack, along, length, 0.62);
  const ringY = counter.y + 0.31;
  const hob = counter.x + counter.width - 0.5;
  return [
    box(t, counter),
    box(t, { x: counter.x + 0.3, y: counter.y + 0.1, width: 0.6, depth: 0.42 }, 0.06),
    ...[-0.14, 0.14].flatMap((dx) => [-0.13, 0.13].map((dy) => circle(t, hob + dx, ringY + dy, 0.09))),
  ].join('');
}

function bathroom(t: PlanTransform, rect: Rect, atBack: boolean): string {
  const tub = againstOuterWall(rect, atBack, 0, 1.75, 0.78);
  const basin = againstOuterWall(rect, !atBack, 0.3, 0.6, 0.45);
  return [box(t, tub, 0.2), box(t, basin, 0.12)].join('');
}

function toilet(t: PlanTransform, rect: Rect, atBack: boolean): string {
  const cistern = againstOuterWall(rect, atBack, 0.5, 0.42, 0.2);
  const bowl = toPixel(t, cistern.x + 0.21, atBack ? cistern.y + 0.45 : cistern.y - 0.25);
  return (
    box(t, cistern) + element('ellipse', { cx: bowl.x, cy: bowl.y, rx: 0.19 * t.scale, ry: 0.27 * t.scale, ...LINE })
  );
}

/** Simple furniture symbols, so a plan reads as a home rather than a set of boxes. */
export function furniture(t: PlanTransform, room: Room, atBack: boolean): string {
  const [rect] = room.rects;
  if (room.name === 'Schlafen') return bed(t, rect, atBack, 1.8);
  if (room.name.startsWith('Kind')) return bed(t, rect, atBack, 0.9);
  if (room.name === 'Arbeiten') return box(t, againstOuterWall(rect, atBack, 0.5, 1.4, 0.7));
  if (room.name === 'Bad') return bathroom(t, rect, atBack);
  if (room.name === 'WC') return toilet(t, rect, atBack);
  switch (room.kind) {
    case 'living':
      return (
        diningAndSofa(t, rect) +
        (room.name.includes('Küche')
          ? kitchen(t, { ...rect, y: rect.y + rect.depth - 0.8, depth: 0.8 }, false, 0.5, 2.4)
          : '')
      );
    case 'kitchen':
      return kitchen(t, rect, atBack, 0.5, Math.min(rect.width - 0.4, 3.0));
    case 'service':
      return box(t, againstOuterWall(rect, atBack, 0.5, Math.min(rect.width - 0.4, 1.2), 0.5));
    default:
      return '';
  }
}
