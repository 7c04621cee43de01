import { fitDistance, type FitRequest, type Vec3 } from './camera-fit.js';

const MARGIN = 0.1;

/** A 14 × 8 × 11 m house stood on the ground at the origin, seen as the viewer starts. */
const house = (aspect: number, box: { min: Vec3; max: Vec3 } = { min: [-7, 0, -5.5], max: [7, 8, 5.5] }) =>
  ({
    ...box,
    target: [0, 0.5, 0],
    direction: [15, 2, 24],
    fov: 40,
    aspect,
    margin: MARGIN,
    minDistance: 10,
    maxDistance: 100,
  }) satisfies FitRequest;

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const normalised = (a: Vec3): Vec3 => {
  const length = Math.hypot(...a);
  return [a[0] / length, a[1] / length, a[2] / length];
};

/**
 * The box's corners in normalised device coordinates (-1..1) of a camera at the fitted distance,
 * set up as three's lookAt does: its z axis points from the target to the camera, x = up × z.
 */
function projectedCorners(request: FitRequest) {
  const distance = fitDistance(request);
  const back = normalised(request.direction);
  const position: Vec3 = [
    request.target[0] + back[0] * distance,
    request.target[1] + back[1] * distance,
    request.target[2] + back[2] * distance,
  ];
  const xAxis = normalised([back[2], 0, -back[0]]);
  const yAxis: Vec3 = [
    back[1] * xAxis[2] - back[2] * xAxis[1],
    back[2] * xAxis[0] - back[0] * xAxis[2],
    back[0] * xAxis[1] - back[1] * xAxis[0],
  ];
  const tanY = Math.tan((request.fov * Math.PI) / 360);
  const corners: { x: number; y: number }[] = [];
  for (const x of [request.min[0], request.max[0]])
    for (const y of [request.min[1], request.max[1]])
      for (const z of [request.min[2], request.max[2]]) {
        const offset = sub([x, y, z], position);
        const depth = -dot(offset, back);
        corners.push({
          x: dot(offset, xAxis) / (depth * tanY * request.aspect),
          y: dot(offset, yAxis) / (depth * tanY),
        });
      }
  return corners;
}

describe('fitDistance', () => {
  it.each([
    ['a portrait phone', 390 / 700],
    ['a landscape phone', 844 / 300],
    ['a desktop', 1440 / 760],
    ['a square', 1],
  ])('keeps every corner inside the margin on %s, touching it on one side', (_name, aspect) => {
    const corners = projectedCorners(house(aspect));
    const extent = Math.max(...corners.flatMap((corner) => [Math.abs(corner.x), Math.abs(corner.y)]));
    expect(extent).toBeLessThanOrEqual(1 - MARGIN + 1e-9);
    expect(extent).toBeCloseTo(1 - MARGIN, 6);
  });

  it('moves further away on a narrower view until the height is what limits', () => {
    expect(fitDistance(house(0.5))).toBeGreaterThan(fitDistance(house(0.8)));
    expect(fitDistance(house(0.8))).toBeGreaterThan(fitDistance(house(1.2)));
    expect(fitDistance(house(3))).toBe(fitDistance(house(2)));
  });

  it('ignores the length of the direction', () => {
    expect(fitDistance({ ...house(1), direction: [30, 4, 48] })).toBeCloseTo(fitDistance(house(1)), 9);
  });

  it('stays within the orbit distance range', () => {
    expect(fitDistance(house(1, { min: [-0.5, 0, -0.5], max: [0.5, 1, 0.5] }))).toBe(10);
    expect(fitDistance(house(0.5, { min: [-80, 0, -80], max: [80, 40, 80] }))).toBe(100);
  });
});
