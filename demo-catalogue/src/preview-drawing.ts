import { shade } from './colour.js';
import { DemoHouseSpec } from './demo-houses.data.js';
import { facadeOpenings } from './facade-openings.js';
import { layoutStoreys } from './floor-plan-layout.js';
import { Solid } from './geometry.js';
import { materialLooks } from './house-materials.js';
import { HousePart } from './house-part.js';
import { buildHouseParts } from './house-parts.js';
import { eaveHeight } from './house-proportions.js';
import { Camera, Fit, applyFit, fitInto, lookAt, project } from './perspective.js';
import { SCENERY_DEFS, landscape, tree } from './preview-scenery.js';
import { Point2, element, polygon, svgDocument } from './svg.js';
import { Vec3, add, centroid, dot, normalize, scale, sub } from './vec3.js';

export const PREVIEW_SIZE = { width: 1200, height: 800 };

/** Sun from the front right, so both visible façades are lit but differ in brightness. */
const SUN = normalize([0.45, 0.75, 0.55]);
/** Viewer stands to the front right, somewhat above the eaves, like a catalogue photograph. */
const AZIMUTH = (32 * Math.PI) / 180;
const EYE_ABOVE_EAVES = 2;

/** Deeper than any window or door sits in its reveal. */
const RECESS = 0.25;

const solidHeights = (solid: Solid): number[] => solid.faces.flatMap((face) => face.points.map((p) => p[1]));

const brightness = (normal: Vec3): number => 0.55 + 0.5 * Math.max(0, dot(normal, SUN));

function cameraFor(spec: DemoHouseSpec, top: number): Camera {
  const distance = 1.7 * Math.hypot(spec.width, spec.depth, top);
  const target: Vec3 = [0, top * 0.4, 0];
  return lookAt(
    [Math.sin(AZIMUTH) * distance, eaveHeight(spec) + EYE_ABOVE_EAVES, Math.cos(AZIMUTH) * distance],
    target,
  );
}

interface DrawnFace {
  points: Vec3[];
  fill: string;
  glass: boolean;
  /** Wall panels meet edge to edge; outlining them would draw seams that the real wall lacks. */
  seamless: boolean;
  underside: boolean;
}

/**
 * Whether the straight line from the eye to `point` passes through the walls' box (slab test).
 * The box stops short of the wall faces by the recess of windows and door, so those count as
 * outside it.
 */
function behindWalls(spec: DemoHouseSpec, eye: Vec3, point: Vec3): boolean {
  const min: Vec3 = [-spec.width / 2 + RECESS, 0, -spec.depth / 2 + RECESS];
  const max: Vec3 = [spec.width / 2 - RECESS, eaveHeight(spec), spec.depth / 2 - RECESS];
  const inside = point.every((value, axis) => value >= min[axis] && value <= max[axis]);
  let [enter, leave] = [0, 1];
  for (let axis = 0; axis < 3; axis++) {
    const delta = point[axis] - eye[axis];
    if (Math.abs(delta) < 1e-12) {
      if (eye[axis] < min[axis] || eye[axis] > max[axis]) return false;
      continue;
    }
    const [a, b] = [(min[axis] - eye[axis]) / delta, (max[axis] - eye[axis]) / delta];
    enter = Math.max(enter, Math.min(a, b));
    leave = Math.min(leave, Math.max(a, b));
  }
  return !inside && enter <= leave;
}

/**
 * Faces turned to the camera, back to front, for a painter's algorithm. Parts and their convex
 * bodies are built in drawing order for this viewpoint; two rules cover the rest: details on
 * façades turned away are hidden behind the walls, and faces looking down (roof undersides) can
 * only show under an overhang, so they go first.
 */
function visibleFaces(spec: DemoHouseSpec, parts: HousePart[], camera: Camera): DrawnFace[] {
  const looks = materialLooks(spec);
  const centreOf = (solid: Solid) => centroid(solid.faces.flatMap((f) => f.points));
  const faces = parts.flatMap((part) =>
    part.bodies
      .filter(({ solid }) => !behindWalls(spec, camera.eye, centreOf(solid)))
      .flatMap(({ material, solid }) =>
        solid.faces
          .filter((face) => dot(face.normal, sub(camera.eye, face.points[0])) > 0)
          .map((face) => ({
            points: [...face.points],
            fill: shade(looks[material].colour, brightness(face.normal)),
            glass: material === 'glass',
            seamless: material === 'wall' || material === 'upperWall',
            underside: face.normal[1] < -1e-6,
          })),
      ),
  );
  return [...faces.filter((face) => face.underside), ...faces.filter((face) => !face.underside)];
}

/** Soft contact shadow, falling away from the sun. */
function groundShadow(spec: DemoHouseSpec, toImage: (p: Vec3) => Point2): string {
  const [x, z] = [spec.width / 2 + 0.6, spec.depth / 2 + 0.6];
  const drift: Vec3 = [-SUN[0] * 2, 0, -SUN[2] * 2];
  const corners: Vec3[] = [
    [-x, 0, z],
    [x, 0, z],
    [x, 0, -z],
    [-x, 0, -z],
  ];
  const outline = [
    corners[0],
    corners[1],
    add(corners[1], drift),
    add(corners[2], drift),
    add(corners[3], drift),
    corners[3],
  ];
  return polygon(outline.map(toImage), { fill: '#1f2a18', opacity: 0.35, filter: 'url(#soft)' });
}

/** Paved path from the entrance towards the street. */
function entrancePath(spec: DemoHouseSpec, toImage: (p: Vec3) => Point2): string {
  const door = facadeOpenings(layoutStoreys(spec)[0]).find((opening) => opening.kind === 'door');
  if (!door) return '';
  const x = door.centre - spec.width / 2;
  const [near, far] = [spec.depth / 2 + 0.5, spec.depth / 2 + 14];
  const corners: Vec3[] = [
    [x - 0.7, 0, near],
    [x + 0.7, 0, near],
    [x + 0.9, 0, far],
    [x - 0.9, 0, far],
  ];
  return polygon(corners.map(toImage), { fill: '#c9c2b4', stroke: '#b0a898', 'stroke-width': 1 });
}

/** The house on its plot; the default size is the catalogue thumbnail's, a wide one makes a hero picture. */
export function previewSvg(spec: DemoHouseSpec, { width, height } = PREVIEW_SIZE): string {
  const parts = buildHouseParts(spec, 'day');
  const top = Math.max(...parts.flatMap((part) => part.bodies.flatMap(({ solid }) => solidHeights(solid))));
  const camera = cameraFor(spec, top);
  const faces = visibleFaces(spec, parts, camera);
  const fit: Fit = fitInto(
    faces.flatMap((face) => face.points.map((p) => project(camera, p))),
    { x: width * 0.12, y: height * 0.16, width: width * 0.76, height: height * 0.66 },
  );
  const toImage = (p: Vec3) => applyFit(fit, project(camera, p));
  const pixelsPerMetre = (p: Vec3) => fit.scale / dot(sub(p, camera.eye), camera.forward);
  const farAhead = add(camera.eye, scale(normalize([camera.forward[0], 0, camera.forward[2]]), 1e5));
  const horizon = toImage(farAhead).y;
  const trees: Vec3[] = [
    [-spec.width / 2 - 3, 0, -spec.depth / 2 - 1.5],
    [spec.width / 2 + 5, 0, -spec.depth / 2 - 4],
  ];

  const content = [
    element('defs', {}, SCENERY_DEFS),
    landscape(width, height, horizon, spec.propertyShape),
    ...trees.map((p) => tree(toImage(p), pixelsPerMetre(p))),
    groundShadow(spec, toImage),
    entrancePath(spec, toImage),
    ...faces.map((face) =>
      polygon(face.points.map(toImage), {
        fill: face.glass ? 'url(#glass)' : face.fill,
        stroke: face.seamless ? face.fill : shade(face.fill, 0.82),
        'stroke-width': 0.8,
        'stroke-linejoin': 'round',
      }),
    ),
  ];
  return svgDocument(width, height, content.join(''));
}
