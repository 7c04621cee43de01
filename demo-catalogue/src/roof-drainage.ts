import { RoofShape } from '@hauskonfig/shared';
import { DemoHouseSpec } from './demo-houses.data.js';
import { facadeBox } from './facade-box.js';
import { FacadeSide } from './facade-openings.js';
import { HousePart, PartBody } from './house-part.js';
import { eaveHeight, roofOverhang, roofSlope } from './house-proportions.js';

/** The façades a roof drains towards: its eaves. */
const EAVES: Record<RoofShape, FacadeSide[]> = {
  [RoofShape.GABLE]: ['back', 'front'],
  [RoofShape.HIPPED]: ['back', 'left', 'right', 'front'],
  [RoofShape.PENT]: ['right'],
  [RoofShape.FLAT]: [],
};

const GUTTER = 0.14;
const PIPE = 0.08;

/** Gutters hung under the eaves and a downpipe at each end, led back to the wall and down. */
export function roofDrainage(spec: DemoHouseSpec): HousePart | null {
  const sides = EAVES[spec.roofShape];
  if (!spec.design.gutters || sides.length === 0) return null;
  const overhang = roofOverhang(spec);
  // Underside of the roof slab at its outer edge.
  const low = eaveHeight(spec) - overhang * roofSlope(spec);
  const bodies = sides.flatMap((side): PartBody[] => {
    const place = facadeBox(spec, side);
    const length = side === 'front' || side === 'back' ? spec.width : spec.depth;
    const pipes = [0.25, length - 0.25 - PIPE].flatMap((from): PartBody[] => [
      { material: 'metal', solid: place([from, from + PIPE], [low - 0.35, low - 0.12], [0.02, overhang + 0.06]) },
      { material: 'metal', solid: place([from, from + PIPE], [0, low - 0.35], [0.02, 0.02 + PIPE]) },
    ]);
    const gutter: PartBody = {
      material: 'metal',
      solid: place([-overhang, length + overhang], [low - 0.12, low + 0.02], [overhang - 0.02, overhang + GUTTER]),
    };
    return [...pipes, gutter];
  });
  return { name: 'Dachrinne', bodies };
}
