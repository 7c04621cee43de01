import { DemoHouseSpec } from './demo-houses.data.js';
import { dimensionChain } from './dimension-lines.js';
import { Opening, facadeOpenings } from './facade-openings.js';
import { Doorway, Room, StoreyLayout } from './floor-plan-layout.js';
import { furniture } from './furniture.js';
import { INNER_WALL } from './house-proportions.js';
import { formatArea } from './german-format.js';
import { Rect } from './plan-geometry.js';
import { PlanTransform, fitPlan, rectToPixels, toPixel } from './plan-transform.js';
import { WALL_INK, doorSymbol, rectElement, stairsSymbol, windowSymbol } from './plan-symbols.js';
import { RoomKind } from './room-programme.js';
import { element, svgDocument, text } from './svg.js';

export const FLOOR_PLAN_SIZE = { width: 1400, height: 1000 };

/** Same area for both variants, so the plans with and without measures line up. */
const PLAN_AREA = { x: 190, y: 185, width: 1020, height: 660 };
const FLOOR_COLOURS: Record<RoomKind, string> = {
  living: '#f5ecdc',
  kitchen: '#f1ead8',
  room: '#f3eee6',
  wet: '#e3edf2',
  service: '#ecebe7',
  hall: '#efefef',
};

/** The gap an opening leaves in the outer wall. */
function openingGap(layout: StoreyLayout, opening: Opening): Rect {
  const { width, depth, wall } = layout;
  const start = opening.centre - opening.width / 2;
  switch (opening.side) {
    case 'back':
      return { x: start, y: 0, width: opening.width, depth: wall };
    case 'front':
      return { x: start, y: depth - wall, width: opening.width, depth: wall };
    case 'left':
      return { x: 0, y: start, width: wall, depth: opening.width };
    case 'right':
      return { x: width - wall, y: start, width: wall, depth: opening.width };
  }
}

/** The entrance as a doorway in the front wall, opening inwards. */
function entranceDoor(layout: StoreyLayout, opening: Opening): Doorway {
  return { gap: openingGap(layout, opening), along: 'x', swing: -1, hingeAtStart: true };
}

/**
 * Where a room's name goes: towards the corridor, clear of the furniture along the outer wall;
 * for the hall, in the larger free end of the corridor.
 */
function labelCentre(room: Room, atBack: boolean): { x: number; y: number } {
  if (room.kind !== 'hall') {
    const [rect] = room.rects;
    // The living room's furniture fills its middle; the strip along the glazing stays free.
    const fromOuterWall = room.kind === 'living' ? 0.22 : 0.7;
    return { x: rect.x + rect.width / 2, y: rect.y + rect.depth * (atBack ? fromOuterWall : 1 - fromOuterWall) };
  }
  const [corridor, cell] = room.rects;
  const leftWidth = cell.x - corridor.x;
  const rightWidth = corridor.x + corridor.width - (cell.x + cell.width);
  const x = leftWidth > rightWidth ? corridor.x + leftWidth / 2 : cell.x + cell.width + rightWidth / 2;
  return { x, y: corridor.y + corridor.depth / 2 };
}

function roomLabel(t: PlanTransform, room: Room, atBack: boolean, withMeasures: boolean): string {
  const spot = labelCentre(room, atBack);
  const centre = toPixel(t, spot.x, spot.y);
  const rect = room.rects[0];
  const halo = {
    stroke: '#ffffff',
    'stroke-width': 4,
    'paint-order': 'stroke',
    'text-anchor': 'middle',
    fill: '#1e1e1e',
  };
  const roomWidth = rect.width * t.scale;
  const fontSize = roomWidth < 130 ? 13 : roomWidth < 170 ? 15 : 18;
  const name = text(room.name, {
    x: centre.x,
    y: centre.y - (withMeasures ? 4 : -6),
    'font-size': fontSize,
    'font-weight': 'bold',
    ...halo,
  });
  return withMeasures
    ? name + text(formatArea(room.area), { x: centre.x, y: centre.y + 17, 'font-size': fontSize - 2, ...halo })
    : name;
}

function dimensions(t: PlanTransform, layout: StoreyLayout): string {
  const { width, depth, wall } = layout;
  const left = toPixel(t, 0, 0);
  const right = toPixel(t, width, depth);
  const cellMarks = (y: number) => {
    const inBand = layout.rooms.flatMap((room) => room.rects).filter((rect) => Math.abs(rect.y - y) < 1e-6);
    return [0, ...inBand.flatMap((rect) => [rect.x, rect.x + rect.width]), width].sort((a, b) => a - b);
  };
  const back = layout.rooms.find((room) => room.kind !== 'hall' && Math.abs(room.rects[0].y - wall) < 1e-6);
  const hall = layout.rooms.find((room) => room.kind === 'hall');
  if (!back || !hall) throw new Error(`${layout.title} lacks a back room or a hall`);
  const [corridor] = hall.rects;
  const depthMarks = [
    0,
    wall,
    back.rects[0].y + back.rects[0].depth,
    corridor.y,
    corridor.y + corridor.depth,
    depth - wall,
    depth,
  ];
  const xToPixels = (m: number) => toPixel(t, m, 0).x;
  const yToPixels = (m: number) => toPixel(t, 0, m).y;
  return [
    dimensionChain({ marks: cellMarks(wall), axis: 'x', toPixels: xToPixels, at: left.y - 45, from: left.y }),
    dimensionChain({
      marks: cellMarks(corridor.y + corridor.depth + INNER_WALL),
      axis: 'x',
      toPixels: xToPixels,
      at: right.y + 45,
      from: right.y,
    }),
    dimensionChain({ marks: [0, width], axis: 'x', toPixels: xToPixels, at: right.y + 90, from: right.y }),
    dimensionChain({ marks: depthMarks, axis: 'y', toPixels: yToPixels, at: left.x - 50, from: left.x }),
    dimensionChain({ marks: [0, depth], axis: 'y', toPixels: yToPixels, at: right.x + 60, from: right.x }),
  ].join('');
}

/** Scale bar of 5 m, so a plan without figures can still be measured. */
function scaleBar(t: PlanTransform): string {
  const x = 60;
  const y = FLOOR_PLAN_SIZE.height - 50;
  const segments = Array.from({ length: 5 }, (_, i) =>
    element('rect', {
      x: x + i * t.scale,
      y,
      width: t.scale,
      height: 8,
      fill: i % 2 ? '#ffffff' : WALL_INK,
      stroke: WALL_INK,
      'stroke-width': 1,
    }),
  );
  const labels = [0, 1, 5].map((m) =>
    text(String(m), { x: x + m * t.scale, y: y - 6, 'font-size': 13, 'text-anchor': 'middle', fill: WALL_INK }),
  );
  return [
    ...segments,
    ...labels,
    text('m', { x: x + 5 * t.scale + 14, y: y + 8, 'font-size': 13, fill: WALL_INK }),
  ].join('');
}

const outline = (r: { x: number; y: number; width: number; height: number }) =>
  `M ${r.x} ${r.y} h ${r.width} v ${r.height} h ${-r.width} Z`;

export function floorPlanSvg(
  spec: DemoHouseSpec,
  layout: StoreyLayout,
  { withMeasures }: { withMeasures: boolean },
): string {
  const t = fitPlan(layout.width, layout.depth, PLAN_AREA);
  const { width, depth, wall } = layout;
  const outer = rectToPixels(t, { x: 0, y: 0, width, depth });
  const inner = rectToPixels(t, { x: wall, y: wall, width: width - 2 * wall, depth: depth - 2 * wall });
  const openings = facadeOpenings(layout);
  const atBack = (room: Room) => Math.abs(room.rects[0].y - wall) < 1e-6;
  const livingArea = layout.rooms.reduce((sum, room) => sum + room.area, 0);

  const content = [
    element('rect', { x: 0, y: 0, width: FLOOR_PLAN_SIZE.width, height: FLOOR_PLAN_SIZE.height, fill: '#ffffff' }),
    text(`${spec.name} – ${layout.title}`, { x: 60, y: 64, 'font-size': 30, 'font-weight': 'bold', fill: '#1e1e1e' }),
    text(withMeasures ? `Nutzfläche ${layout.title}: ${formatArea(livingArea)}` : 'Grundriss', {
      x: 60,
      y: 96,
      'font-size': 17,
      fill: '#555555',
    }),
    ...layout.rooms.flatMap((room) =>
      room.rects.map((rect) => rectElement(t, rect, { fill: FLOOR_COLOURS[room.kind] })),
    ),
    ...layout.rooms.map((room) => furniture(t, room, atBack(room))),
    layout.stairs ? stairsSymbol(t, layout.stairs) : '',
    element('path', { d: `${outline(outer)} ${outline(inner)}`, fill: WALL_INK, 'fill-rule': 'evenodd' }),
    ...layout.innerWalls.map((rect) => rectElement(t, rect, { fill: '#4a4a4a' })),
    ...layout.doorways.map((door) => doorSymbol(t, door, FLOOR_COLOURS.living)),
    ...openings.map((opening) =>
      opening.kind === 'door'
        ? doorSymbol(t, entranceDoor(layout, opening), FLOOR_COLOURS.living)
        : windowSymbol(t, openingGap(layout, opening)),
    ),
    ...layout.rooms.map((room) => roomLabel(t, room, atBack(room), withMeasures)),
    withMeasures ? dimensions(t, layout) : '',
    scaleBar(t),
  ];
  return svgDocument(FLOOR_PLAN_SIZE.width, FLOOR_PLAN_SIZE.height, content.join(''));
}
