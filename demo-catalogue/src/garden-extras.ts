import { DemoHouseSpec } from './demo-houses.data.js';
import { StoreyLayout } from './floor-plan-layout.js';
import { box } from './geometry.js';
import { HousePart } from './house-part.js';
import { roofSurfaceAt } from './roof-geometry.js';

const TERRACE_DEPTH = 3.2;
const TERRACE_HEIGHT = 0.22;
const CHIMNEY = 0.5;
const CHIMNEY_ABOVE_ROOF = 0.8;

/** The living room's stretch of the back wall, in 3D x; the terrace and the stove belong to it. */
function livingRoomSpan(spec: DemoHouseSpec, groundFloor: StoreyLayout): [number, number] {
  const living = groundFloor.rooms.find((room) => room.kind === 'living');
  if (!living) throw new Error(`${spec.name} has no living room`);
  const [rect] = living.rects;
  return [rect.x - spec.width / 2, rect.x + rect.width - spec.width / 2];
}

/** Wooden deck in front of the living room's glazing; starts clear of the plinth. */
export function terrace(spec: DemoHouseSpec, groundFloor: StoreyLayout): HousePart {
  const [x0, x1] = livingRoomSpan(spec, groundFloor);
  const wallFace = -spec.depth / 2 - 0.04;
  return {
    name: 'Terrasse',
    bodies: [{ material: 'deck', solid: box([x0, 0, wallFace - TERRACE_DEPTH], [x1, TERRACE_HEIGHT, wallFace]) }],
  };
}

/** Chimney of a stove in the living room, in the back half of the roof, reaching clearly above it. */
export function chimney(spec: DemoHouseSpec, groundFloor: StoreyLayout): HousePart {
  const [x0, x1] = livingRoomSpan(spec, groundFloor);
  const x = (x0 + x1) / 2;
  const z = -spec.depth / 4;
  const half = CHIMNEY / 2;
  const roofHeights = [-half, half].flatMap((dx) => [-half, half].map((dz) => roofSurfaceAt(spec, x + dx, z + dz)));
  const bottom = Math.min(...roofHeights) - 0.2;
  const top = Math.max(...roofHeights) + CHIMNEY_ABOVE_ROOF;
  return {
    name: 'Kamin',
    bodies: [
      { material: 'wall', solid: box([x - half, bottom, z - half], [x + half, top, z + half]) },
      {
        material: 'plinth',
        solid: box([x - half - 0.06, top, z - half - 0.06], [x + half + 0.06, top + 0.08, z + half + 0.06]),
      },
    ],
  };
}
