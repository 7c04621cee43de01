import { ConstructionMethod, RoofShape } from '@hauskonfig/shared';
import { DemoHouseSpec } from './demo-houses.data.js';

/** Fixed building dimensions in metres, shared by the 3D model, the preview and the floor plans. */
export const PLINTH_HEIGHT = 0.3;
const STOREY_HEIGHT = 2.9;
export const INNER_WALL = 0.12;

/** Roof slabs are this thick, measured vertically. */
export const ROOF_THICKNESS = 0.25;
export const FLAT_ROOF_SLAB = 0.35;
export const PARAPET_HEIGHT = 0.3;

const PITCH_DEGREES: Record<RoofShape, number> = {
  [RoofShape.PENT]: 10,
  [RoofShape.GABLE]: 35,
  [RoofShape.HIPPED]: 25,
  [RoofShape.FLAT]: 0,
};

export const outerWall = (spec: DemoHouseSpec): number =>
  spec.constructionMethod === ConstructionMethod.SOLID ? 0.38 : 0.3;

export const roofSlope = (spec: DemoHouseSpec): number => Math.tan((PITCH_DEGREES[spec.roofShape] * Math.PI) / 180);

/** Flat roofs only get a narrow drip edge; pitched roofs overhang to protect the façade. */
export const roofOverhang = (spec: DemoHouseSpec): number => (spec.roofShape === RoofShape.FLAT ? 0.12 : 0.35);

/** Height of the finished floor of a storey (0 = ground floor) above the terrain. */
export const floorLevel = (storey: number): number => PLINTH_HEIGHT + storey * STOREY_HEIGHT;

/** Top of the outer walls, where the roof starts. */
export const eaveHeight = (spec: DemoHouseSpec): number => floorLevel(spec.storeys);
