import { PropertyShape } from '@hauskonfig/shared';
import { Point2, element, linearGradient, polygon } from './svg.js';

/** Height of the hills behind the house in pixels: the plot shape shows in the landscape. */
const HILL_HEIGHT: Record<PropertyShape, number> = {
  [PropertyShape.STRAIGHT]: 28,
  [PropertyShape.INCLINED]: 80,
  [PropertyShape.HILLSIDE]: 130,
};

export const SCENERY_DEFS = [
  linearGradient('sky', [
    [0, '#7fa9d6'],
    [1, '#e4edf4'],
  ]),
  linearGradient('lawn', [
    [0, '#a9c47f'],
    [1, '#6e9a48'],
  ]),
  linearGradient('glass', [
    [0, '#8ea7bf'],
    [0.55, '#3a4b5e'],
    [1, '#2a3645'],
  ]),
  element(
    'filter',
    { id: 'soft', x: -0.2, y: -0.2, width: 1.4, height: 1.4 },
    element('feGaussianBlur', { stdDeviation: 9 }),
  ),
].join('');

/** A smooth ridge line along the horizon, the same for every rendering of a house. */
function ridge(width: number, horizon: number, height: number, phase: number): Point2[] {
  const points: Point2[] = [{ x: 0, y: horizon + 2 }];
  for (let x = 0; x <= width; x += 20) {
    const wave = 0.55 + 0.3 * Math.sin(x / 170 + phase) + 0.15 * Math.sin(x / 61 + phase * 2);
    points.push({ x, y: horizon - height * wave });
  }
  points.push({ x: width, y: horizon + 2 });
  return points;
}

/** Sky, distant hills and lawn; `horizon` is the image row of the horizon. */
export function landscape(width: number, height: number, horizon: number, shape: PropertyShape): string {
  const hill = HILL_HEIGHT[shape];
  return [
    element('rect', { x: 0, y: 0, width, height: horizon + 1, fill: 'url(#sky)' }),
    polygon(ridge(width, horizon, hill, 0.8), { fill: '#9db3b8' }),
    polygon(ridge(width, horizon, hill * 0.6, 2.3), { fill: '#7f9e78' }),
    element('rect', { x: 0, y: horizon, width, height: height - horizon, fill: 'url(#lawn)' }),
  ].join('');
}

/** A deciduous tree: trunk and three overlapping crown circles, sized by pixels per metre. */
export function tree(base: Point2, pixelsPerMetre: number): string {
  const m = pixelsPerMetre;
  const crown = (dx: number, dy: number, r: number, fill: string) =>
    element('circle', { cx: base.x + dx * m, cy: base.y - dy * m, r: r * m, fill });
  return [
    element('rect', { x: base.x - 0.18 * m, y: base.y - 3 * m, width: 0.36 * m, height: 3 * m, fill: '#6b4f36' }),
    crown(-0.9, 4.2, 1.9, '#4f7a3a'),
    crown(0.9, 4.5, 1.8, '#5a8742'),
    crown(0, 5.6, 1.9, '#67954b'),
  ].join('');
}
