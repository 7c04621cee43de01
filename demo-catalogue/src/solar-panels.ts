import { RoofShape } from '@hauskonfig/shared';
import { DemoHouseSpec } from './demo-houses.data.js';
import { extrude } from './geometry.js';
import { HousePart, PartBody } from './house-part.js';
import { roofSurfaceAt } from './roof-geometry.js';
import { Vec3 } from './vec3.js';

/** A module is 1.0 × 1.7 m; they lie in portrait rows with small gaps. */
const MODULE = { across: 1.0, along: 1.7, gap: 0.04, thickness: 0.04 };
/** Clear of the roof surface on their mounting rails. */
const LIFT = 0.1;
/** On a flat roof they stand in rows tilted towards the front (south in the catalogue's sun). */
const FLAT_TILT = (15 * Math.PI) / 180;
const EDGE_CLEARANCE = 0.7;

type Plan = { x: [number, number]; z: [number, number] };

function module(corners: Vec3[]): PartBody {
  return { material: 'solar', solid: extrude(corners, [0, MODULE.thickness, 0]) };
}

/** Modules lying on a roof plane, over the plan area `area`, long side along `alongX` or z. */
function onPlane(spec: DemoHouseSpec, area: Plan, alongX: boolean): PartBody[] {
  const [stepX, stepZ] = alongX ? [MODULE.along, MODULE.across] : [MODULE.across, MODULE.along];
  const bodies: PartBody[] = [];
  for (let x = area.x[0]; x + stepX <= area.x[1]; x += stepX + MODULE.gap) {
    for (let z = area.z[0]; z + stepZ <= area.z[1]; z += stepZ + MODULE.gap) {
      const plan: [number, number][] = [
        [x, z],
        [x + stepX, z],
        [x + stepX, z + stepZ],
        [x, z + stepZ],
      ];
      bodies.push(module(plan.map(([px, pz]): Vec3 => [px, roofSurfaceAt(spec, px, pz) + LIFT, pz])));
    }
  }
  return bodies;
}

function flatRows(spec: DemoHouseSpec, area: Plan): PartBody[] {
  const depth = MODULE.across * Math.cos(FLAT_TILT);
  const rise = MODULE.across * Math.sin(FLAT_TILT);
  const base = roofSurfaceAt(spec, 0, 0) + 0.15;
  const bodies: PartBody[] = [];
  // Rows far enough apart that one does not shade the next.
  for (let z = area.z[0]; z + depth <= area.z[1]; z += depth + 0.8) {
    for (let x = area.x[0]; x + MODULE.along <= area.x[1]; x += MODULE.along + MODULE.gap) {
      const [x1, z1] = [x + MODULE.along, z + depth];
      bodies.push(
        module([
          [x, base + rise, z],
          [x1, base + rise, z],
          [x1, base, z1],
          [x, base, z1],
        ]),
      );
    }
  }
  return bodies;
}

/** Solar modules on the sunny side: the front slope, the whole pent roof, rows on a flat roof. */
export function solarPanels(spec: DemoHouseSpec): HousePart | null {
  if (!spec.design.solarPanels) return null;
  const [halfWidth, halfDepth] = [spec.width / 2, spec.depth / 2];
  const inner = (half: number): [number, number] => [-half + EDGE_CLEARANCE, half - EDGE_CLEARANCE];
  const bodies = {
    [RoofShape.GABLE]: () => onPlane(spec, { x: inner(halfWidth), z: [0.4, halfDepth - 0.3] }, false),
    // Only over the middle of the front slope, clear of the hips.
    [RoofShape.HIPPED]: () => onPlane(spec, { x: inner(halfWidth - halfDepth), z: [0.4, halfDepth - 0.3] }, false),
    [RoofShape.PENT]: () => onPlane(spec, { x: inner(halfWidth), z: inner(halfDepth) }, true),
    [RoofShape.FLAT]: () => flatRows(spec, { x: inner(halfWidth), z: inner(halfDepth) }),
  }[spec.roofShape]();
  return bodies.length > 0 ? { name: 'Photovoltaik', bodies } : null;
}
