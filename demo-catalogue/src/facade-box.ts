import { DemoHouseSpec } from './demo-houses.data.js';
import { FacadeSide } from './facade-openings.js';
import { Solid, box } from './geometry.js';

/**
 * Box on a façade: `along` in plan coordinates along the wall (x on front and back, y on the
 * sides), `out` measured outwards from the wall face (negative: into the wall).
 */
export type FacadeBox = (along: [number, number], height: [number, number], out: [number, number]) => Solid;

export function facadeBox(spec: DemoHouseSpec, side: FacadeSide): FacadeBox {
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
