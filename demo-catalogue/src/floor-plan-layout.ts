import { DemoHouseSpec } from './demo-houses.data.js';
import { INNER_WALL, outerWall } from './house-proportions.js';
import { Rect, rectArea, toGrid } from './plan-geometry.js';
import { ProgrammeRoom, RoomKind, roomProgramme } from './room-programme.js';

export interface Room {
  name: string;
  kind: RoomKind;
  /** One rectangle, or two for the hall (corridor plus the cell by the entrance). */
  rects: Rect[];
  area: number;
}

export interface Doorway {
  /** The gap through the full thickness of the wall. */
  gap: Rect;
  /** Direction of the wall the gap is cut into. */
  along: 'x' | 'y';
  /** Side the leaf opens towards (+1: larger coordinate); null for an open passage without a leaf. */
  swing: 1 | -1 | null;
  hingeAtStart: boolean;
}

export interface StoreyLayout {
  storey: number;
  title: string;
  width: number;
  depth: number;
  wall: number;
  rooms: Room[];
  innerWalls: Rect[];
  doorways: Doorway[];
  stairs: Rect | null;
}

const CORRIDOR = 1.25;
const BACK_BAND_SHARE = 0.56;
const STAIR_WIDTH = 1.0;
const DOOR_FROM_CORNER = 0.2;

interface Cell {
  room: ProgrammeRoom;
  x0: number;
  x1: number;
}

/** Splits [start, end] by the rooms' shares, leaving an inner wall between neighbours. */
function splitBand(rooms: ProgrammeRoom[], start: number, end: number): Cell[] {
  const free = end - start - INNER_WALL * (rooms.length - 1);
  const total = rooms.reduce((sum, room) => sum + room.share, 0);
  let x = start;
  return rooms.map((room, i) => {
    const x1 = i === rooms.length - 1 ? end : x + toGrid((free * room.share) / total);
    const cell = { room, x0: x, x1 };
    x = x1 + INNER_WALL;
    return cell;
  });
}

const doorWidth = (kind: RoomKind): number => (kind === 'wet' ? 0.8 : kind === 'living' ? 1.0 : 0.9);

/** A door from a room into the corridor, near the room's end closest to the hall. */
function corridorDoor(cell: Cell, hallCentre: number, wallY: number, swing: 1 | -1): Doorway {
  const width = doorWidth(cell.room.kind);
  const nearEnd = (cell.x0 + cell.x1) / 2 < hallCentre;
  const x = nearEnd ? cell.x1 - DOOR_FROM_CORNER - width : cell.x0 + DOOR_FROM_CORNER;
  return { gap: { x, y: wallY, width, depth: INNER_WALL }, along: 'x', swing, hingeAtStart: !nearEnd };
}

/** Vertical partitions between neighbouring cells of a band. */
const partitions = (cells: Cell[], y: number, depth: number): Rect[] =>
  cells.slice(0, -1).map((cell) => ({ x: cell.x1, y, width: INNER_WALL, depth }));

/** Kitchen and living room share a wide opening instead of a door. */
function openKitchen(cells: Cell[], y: number, depth: number): Doorway[] {
  return cells.slice(0, -1).flatMap((cell, i) => {
    const kinds = [cell.room.kind, cells[i + 1].room.kind];
    if (!kinds.includes('kitchen') || !kinds.includes('living')) return [];
    const gap = { x: cell.x1, y: y + depth * 0.2, width: INNER_WALL, depth: depth * 0.6 };
    return [{ gap, along: 'y' as const, swing: null, hingeAtStart: true }];
  });
}

export function layoutStoreys(spec: DemoHouseSpec): StoreyLayout[] {
  const wall = outerWall(spec);
  const [left, right] = [wall, spec.width - wall];
  const bands = spec.depth - 2 * wall - CORRIDOR - 2 * INNER_WALL;
  const backDepth = toGrid(bands * BACK_BAND_SHARE);
  const corridorY = wall + backDepth + INNER_WALL;
  const frontY = corridorY + CORRIDOR + INNER_WALL;
  const frontDepth = spec.depth - wall - frontY;

  return roomProgramme(spec).map((programme, storey) => {
    const back = splitBand(programme.back, left, right);
    const front = splitBand(programme.front, left, right);
    const hall = front.find((cell) => cell.room.kind === 'hall');
    if (!hall) throw new Error(`${programme.title} has no hall`);
    const hallCentre = (hall.x0 + hall.x1) / 2;
    const corridor: Rect = { x: left, y: corridorY, width: right - left, depth: CORRIDOR };
    // The hall cell reaches up to the corridor: no wall between them.
    const hallCell: Rect = {
      x: hall.x0,
      y: frontY - INNER_WALL,
      width: hall.x1 - hall.x0,
      depth: frontDepth + INNER_WALL,
    };

    const room = (cell: Cell, y: number, depth: number): Room => {
      const rect = { x: cell.x0, y, width: cell.x1 - cell.x0, depth };
      return { name: cell.room.name, kind: cell.room.kind, rects: [rect], area: rectArea(rect) };
    };
    const rooms: Room[] = [
      ...back.map((cell) => room(cell, wall, backDepth)),
      ...front.filter((cell) => cell !== hall).map((cell) => room(cell, frontY, frontDepth)),
      {
        name: hall.room.name,
        kind: 'hall',
        rects: [corridor, hallCell],
        area: rectArea(corridor) + rectArea(hallCell),
      },
    ];

    const innerWalls: Rect[] = [
      { x: left, y: corridorY - INNER_WALL, width: right - left, depth: INNER_WALL },
      { x: left, y: frontY - INNER_WALL, width: hall.x0 - left, depth: INNER_WALL },
      { x: hall.x1, y: frontY - INNER_WALL, width: right - hall.x1, depth: INNER_WALL },
      ...partitions(back, wall, backDepth),
      ...partitions(front, frontY, frontDepth),
    ];

    const doorways: Doorway[] = [
      ...back.map((cell) => corridorDoor(cell, hallCentre, corridorY - INNER_WALL, -1)),
      ...front.filter((cell) => cell !== hall).map((cell) => corridorDoor(cell, hallCentre, frontY - INNER_WALL, 1)),
      ...openKitchen(back, wall, backDepth),
    ];

    const stairs =
      spec.storeys > 1 ? { x: hall.x1 - STAIR_WIDTH, y: frontY, width: STAIR_WIDTH, depth: frontDepth } : null;
    return {
      storey,
      title: programme.title,
      width: spec.width,
      depth: spec.depth,
      wall,
      rooms,
      innerWalls,
      doorways,
      stairs,
    };
  });
}
