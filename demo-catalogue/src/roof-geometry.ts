import { RoofShape } from '@hauskonfig/shared';
import { DemoHouseSpec } from './demo-houses.data.js';
import { Solid, box, convexSolid, extrude } from './geometry.js';
import {
  FLAT_ROOF_SLAB,
  PARAPET_HEIGHT,
  ROOF_THICKNESS,
  eaveHeight,
  roofOverhang,
  roofSlope,
} from './house-proportions.js';
import { Vec3, length, sub } from './vec3.js';

export interface RoofBodies {
  /** Roof slabs, in the roof material. */
  roof: Solid[];
  /** Wall infill under a pitched roof (gable triangles, the high wall of a pent roof). */
  infill: Solid[];
  /** Slab and low walls of a flat roof, finished like the façade below. */
  parapets: Solid[];
}

const PARAPET_THICKNESS = 0.2;
const FLAT_ROOF_LAYER = 0.06;

/**
 * Every roof plane runs through the top edge of the outer walls and continues past it by the
 * overhang, so slopes, eaves and gable walls meet without gaps.
 */
interface RoofFrame {
  halfWidth: number;
  halfDepth: number;
  eave: number;
  slope: number;
  /** Outer edge of the roof, overhang included. */
  outerX: number;
  outerZ: number;
}

function frame(spec: DemoHouseSpec): RoofFrame {
  const overhang = roofOverhang(spec);
  return {
    halfWidth: spec.width / 2,
    halfDepth: spec.depth / 2,
    eave: eaveHeight(spec),
    slope: roofSlope(spec),
    outerX: spec.width / 2 + overhang,
    outerZ: spec.depth / 2 + overhang,
  };
}

/** Ridge along X; the side walls carry the gable triangles. */
function gable({ halfWidth, halfDepth, eave, slope, outerX, outerZ }: RoofFrame): RoofBodies {
  const ridge = eave + halfDepth * slope;
  const low = eave - (outerZ - halfDepth) * slope;
  const thickness: Vec3 = [0, ROOF_THICKNESS, 0];
  const slab = (z: number): Solid =>
    extrude(
      [
        [-outerX, low, z],
        [outerX, low, z],
        [outerX, ridge, 0],
        [-outerX, ridge, 0],
      ],
      thickness,
    );
  const gableTriangle: Vec3[] = [
    [-halfWidth, eave, halfDepth],
    [-halfWidth, eave, -halfDepth],
    [-halfWidth, ridge, 0],
  ];
  return {
    roof: [slab(-outerZ), slab(outerZ)],
    infill: [extrude(gableTriangle, [2 * halfWidth, 0, 0])],
    parapets: [],
  };
}

/** Four slopes rising to a ridge along the longer side (a point for a square plan). */
function hipped({ halfWidth, halfDepth, eave, slope, outerX, outerZ }: RoofFrame): RoofBodies {
  const low = eave - (outerX - halfWidth) * slope;
  const ridge = eave + Math.min(halfWidth, halfDepth) * slope;
  const ridgeHalf = Math.abs(halfWidth - halfDepth);
  const ridgeEnds: Vec3[] =
    halfWidth >= halfDepth
      ? [
          [-ridgeHalf, ridge, 0],
          [ridgeHalf, ridge, 0],
        ]
      : [
          [0, ridge, -ridgeHalf],
          [0, ridge, ridgeHalf],
        ];
  const corners: Vec3[] = [
    [-outerX, low, outerZ],
    [outerX, low, outerZ],
    [outerX, low, -outerZ],
    [-outerX, low, -outerZ],
  ];
  const nearestRidgeEnd = (corner: Vec3): Vec3 =>
    length(sub(corner, ridgeEnds[0])) <= length(sub(corner, ridgeEnds[1])) ? ridgeEnds[0] : ridgeEnds[1];
  const slopes = corners.map((corner, i) => {
    const next = corners[(i + 1) % corners.length];
    const top = [nearestRidgeEnd(next), nearestRidgeEnd(corner)];
    return [corner, next, ...(length(sub(top[0], top[1])) < 1e-9 ? [top[0]] : top)];
  });
  return { roof: [convexSolid([corners, ...slopes])], infill: [], parapets: [] };
}

/** One slope falling from the left (-X) to the right; the walls rise with it. */
function pent({ halfWidth, halfDepth, eave, slope, outerX, outerZ }: RoofFrame): RoofBodies {
  const heightAt = (x: number) => eave + (halfWidth - x) * slope;
  const slab = extrude(
    [
      [-outerX, heightAt(-outerX), outerZ],
      [outerX, heightAt(outerX), outerZ],
      [outerX, heightAt(outerX), -outerZ],
      [-outerX, heightAt(-outerX), -outerZ],
    ],
    [0, ROOF_THICKNESS, 0],
  );
  const wedge: Vec3[] = [
    [-halfWidth, eave, halfDepth],
    [halfWidth, eave, halfDepth],
    [-halfWidth, heightAt(-halfWidth), halfDepth],
  ];
  return { roof: [slab], infill: [extrude(wedge, [0, 0, -2 * halfDepth])], parapets: [] };
}

/**
 * A slab with a low parapet around its edge, both finished like the façade; the gravel or
 * planted layer lies inside the parapet only.
 */
function flat({ eave, outerX, outerZ }: RoofFrame): RoofBodies {
  const top = eave + FLAT_ROOF_SLAB;
  const rim = top + PARAPET_HEIGHT;
  const inner = PARAPET_THICKNESS;
  return {
    roof: [box([-outerX + inner, top, -outerZ + inner], [outerX - inner, top + FLAT_ROOF_LAYER, outerZ - inner])],
    parapets: [
      box([-outerX, eave, -outerZ], [outerX, top, outerZ]),
      box([-outerX, top, -outerZ], [outerX, rim, -outerZ + inner]),
      box([-outerX, top, -outerZ + inner], [-outerX + inner, rim, outerZ - inner]),
      box([outerX - inner, top, -outerZ + inner], [outerX, rim, outerZ - inner]),
      box([-outerX, top, outerZ - inner], [outerX, rim, outerZ]),
    ],
    infill: [],
  };
}

const BUILDERS: Record<RoofShape, (roofFrame: RoofFrame) => RoofBodies> = {
  [RoofShape.GABLE]: gable,
  [RoofShape.HIPPED]: hipped,
  [RoofShape.PENT]: pent,
  [RoofShape.FLAT]: flat,
};

export const roofBodies = (spec: DemoHouseSpec): RoofBodies => BUILDERS[spec.roofShape](frame(spec));

/** Height of the roof's upper surface above a point of the floor plan (3D x, z inside the walls). */
export function roofSurfaceAt(spec: DemoHouseSpec, x: number, z: number): number {
  const { halfWidth, halfDepth, eave, slope } = frame(spec);
  switch (spec.roofShape) {
    case RoofShape.GABLE:
      return eave + (halfDepth - Math.abs(z)) * slope + ROOF_THICKNESS;
    case RoofShape.HIPPED:
      return eave + Math.min(halfWidth - Math.abs(x), halfDepth - Math.abs(z)) * slope;
    case RoofShape.PENT:
      return eave + (halfWidth - x) * slope + ROOF_THICKNESS;
    case RoofShape.FLAT:
      return eave + FLAT_ROOF_SLAB;
  }
}
