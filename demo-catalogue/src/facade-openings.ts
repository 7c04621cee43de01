import { Room, StoreyLayout } from './floor-plan-layout.js';
import { Rect } from './plan-geometry.js';
import { RoomKind } from './room-programme.js';

export type FacadeSide = 'front' | 'back' | 'left' | 'right';

/** A window or door in an outer wall; the 3D model and the floor plans both draw these. */
export interface Opening {
  side: FacadeSide;
  storey: number;
  /** Centre along the wall in plan coordinates: x on front and back, y on the sides. */
  centre: number;
  width: number;
  /** Bottom edge above the storey's finished floor. */
  sill: number;
  height: number;
  kind: 'window' | 'door';
}

type OpeningSize = Pick<Opening, 'width' | 'sill' | 'height'>;

const WINDOW: OpeningSize = { width: 1.2, sill: 0.9, height: 1.35 };
const SMALL_WINDOW: OpeningSize = { width: 0.7, sill: 1.45, height: 0.8 };
const KITCHEN_WINDOW: OpeningSize = { width: 1.4, sill: 1.05, height: 1.2 };
const GLAZING: OpeningSize = { width: 2.2, sill: 0, height: 2.25 };
const ENTRANCE: OpeningSize = { width: 1.1, sill: 0, height: 2.2 };

/** Windows on the long walls (front or back) and on a side wall, by room kind. */
const RULES: Record<Exclude<RoomKind, 'hall'>, { main: OpeningSize; spacing: number; side: OpeningSize | null }> = {
  living: { main: GLAZING, spacing: 3.2, side: WINDOW },
  kitchen: { main: KITCHEN_WINDOW, spacing: Infinity, side: WINDOW },
  room: { main: WINDOW, spacing: 3.4, side: WINDOW },
  wet: { main: SMALL_WINDOW, spacing: Infinity, side: null },
  service: { main: SMALL_WINDOW, spacing: Infinity, side: null },
};

const EPSILON = 1e-6;

/** Evenly spread openings along a wall stretch [start, end]. */
function spread(start: number, end: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => start + ((end - start) * (i + 0.5)) / count);
}

function roomOpenings(room: Room, layout: StoreyLayout): Opening[] {
  if (room.kind === 'hall') return [];
  const rule = RULES[room.kind];
  const [rect] = room.rects;
  const openings: Opening[] = [];
  const place = (side: FacadeSide, start: number, end: number, size: OpeningSize, count: number) =>
    spread(start, end, count).forEach((centre) =>
      openings.push({ side, storey: layout.storey, centre, kind: 'window', ...size }),
    );
  const mainCount = Math.max(1, Math.floor(rect.width / rule.spacing));
  if (rect.y - layout.wall < EPSILON) place('back', rect.x, rect.x + rect.width, rule.main, mainCount);
  if (layout.depth - layout.wall - (rect.y + rect.depth) < EPSILON)
    place('front', rect.x, rect.x + rect.width, rule.main, mainCount);
  if (rule.side && rect.depth >= 3) {
    if (rect.x - layout.wall < EPSILON) place('left', rect.y, rect.y + rect.depth, rule.side, 1);
    if (layout.width - layout.wall - (rect.x + rect.width) < EPSILON)
      place('right', rect.y, rect.y + rect.depth, rule.side, 1);
  }
  return openings;
}

/** The entrance sits beside the stairs; upper storeys get a window right above it. */
function hallOpening(hallCell: Rect, layout: StoreyLayout): Opening {
  const free = layout.stairs ? layout.stairs.x - hallCell.x : hallCell.width;
  const centre = hallCell.x + free / 2;
  return layout.storey === 0
    ? { side: 'front', storey: 0, centre, kind: 'door', ...ENTRANCE }
    : { side: 'front', storey: layout.storey, centre, kind: 'window', ...WINDOW };
}

export function facadeOpenings(layout: StoreyLayout): Opening[] {
  const hall = layout.rooms.find((room) => room.kind === 'hall');
  if (!hall) throw new Error(`${layout.title} has no hall`);
  return [...layout.rooms.flatMap((room) => roomOpenings(room, layout)), hallOpening(hall.rects[1], layout)];
}
