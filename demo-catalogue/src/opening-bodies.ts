import { DemoHouseSpec } from './demo-houses.data.js';
import { FacadeSide, Opening } from './facade-openings.js';
import { Solid, box } from './geometry.js';
import { PartBody } from './house-part.js';
import { floorLevel } from './house-proportions.js';

const FRAME = 0.07;
const FRAME_DEPTH = 0.03;
/** Glass stands proud of its frame, so the panes read as dark planes in front of the walls. */
const GLASS_DEPTH = 0.045;
const MULLION_FROM = 1.6;

/** Box on a façade: `along` in plan coordinates along the wall, `out` measured from the wall face. */
type FacadeBox = (along: [number, number], height: [number, number], out: [number, number]) => Solid;

function facadeBox(spec: DemoHouseSpec, side: FacadeSide): FacadeBox {
  const [halfWidth, halfDepth] = [spec.width / 2, spec.depth / 2];
  return ([a0, a1], [y0, y1], [o0, o1]) => {
    switch (side) {
      case 'front':
        return box([a0 - halfWidth, y0, halfDepth + o0], [a1 - halfWidth, y1, halfDepth + o1]);
      case 'back':
        return box([a0 - halfWidth, y0, -halfDepth - o0], [a1 - halfWidth, y1, -halfDepth - o1]);
      case 'left':
        return box([-halfWidth - o0, y0, a0 - halfDepth], [-halfWidth - o1, y1, a1 - halfDepth]);
      case 'right':
        return box([halfWidth + o0, y0, a0 - halfDepth], [halfWidth + o1, y1, a1 - halfDepth]);
    }
  };
}

function windowBodies(place: FacadeBox, opening: Opening, bottom: number): PartBody[] {
  const [left, right] = [opening.centre - opening.width / 2, opening.centre + opening.width / 2];
  const top = bottom + opening.height;
  const bodies: PartBody[] = [
    { material: 'frame', solid: place([left, right], [bottom, top], [0, FRAME_DEPTH]) },
    { material: 'glass', solid: place([left + FRAME, right - FRAME], [bottom + FRAME, top - FRAME], [0, GLASS_DEPTH]) },
  ];
  if (opening.width >= MULLION_FROM) {
    const mullion = place([opening.centre - 0.04, opening.centre + 0.04], [bottom, top], [0, GLASS_DEPTH + 0.015]);
    bodies.push({ material: 'frame', solid: mullion });
  }
  if (opening.sill > 0) {
    bodies.push({ material: 'plinth', solid: place([left - 0.05, right + 0.05], [bottom - 0.05, bottom], [0, 0.12]) });
  }
  return bodies;
}

/** Leaf with a narrow glass strip, and two steps up from the terrain to the ground floor. */
function doorBodies(place: FacadeBox, opening: Opening, bottom: number): PartBody[] {
  const [left, right] = [opening.centre - opening.width / 2, opening.centre + opening.width / 2];
  const top = bottom + opening.height;
  const step = bottom / 2;
  return [
    { material: 'frame', solid: place([left, right], [bottom, top], [0, FRAME_DEPTH]) },
    { material: 'door', solid: place([left + 0.06, right - 0.06], [bottom, top - 0.06], [0, 0.05]) },
    { material: 'glass', solid: place([left + 0.2, left + 0.34], [bottom + 0.4, top - 0.4], [0, 0.06]) },
    { material: 'plinth', solid: place([left - 0.3, right + 0.3], [0, step], [0, 0.5]) },
    { material: 'plinth', solid: place([left - 0.3, right + 0.3], [step, bottom], [0, 0.25]) },
  ];
}

export function openingBodies(spec: DemoHouseSpec, openings: Opening[]): { windows: PartBody[]; doors: PartBody[] } {
  const bodiesOf = (kind: Opening['kind']) =>
    openings
      .filter((opening) => opening.kind === kind)
      .flatMap((opening) => {
        const build = kind === 'door' ? doorBodies : windowBodies;
        return build(facadeBox(spec, opening.side), opening, floorLevel(opening.storey) + opening.sill);
      });
  return { windows: bodiesOf('window'), doors: bodiesOf('door') };
}
