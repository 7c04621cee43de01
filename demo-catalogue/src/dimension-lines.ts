import { formatMetres } from './german-format.js';
import { Point2, element, text } from './svg.js';

const INK = '#2b2b2b';
const TICK = 7;
/** Segments shorter than this (wall thicknesses) get ticks but no figure, to stay legible. */
const MIN_LABELLED = 0.6;

export interface ChainOptions {
  /** Positions along the axis in metres, ascending. */
  marks: number[];
  axis: 'x' | 'y';
  /** Converts a position along the axis to pixels. */
  toPixels: (metres: number) => number;
  /** Pixel coordinate of the dimension line across the axis. */
  at: number;
  /** Pixel coordinate across the axis where the extension lines start (the drawing's edge). */
  from: number;
}

/** A chain of dimensions: extension lines, architect's slash ticks, and the distance over each segment. */
export function dimensionChain({ marks, axis, toPixels, at, from }: ChainOptions): string {
  const horizontal = axis === 'x';
  const towards = Math.sign(at - from);
  const point = (along: number, across: number): Point2 =>
    horizontal ? { x: along, y: across } : { x: across, y: along };
  const line = (a: Point2, b: Point2, width = 1.1) =>
    element('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: INK, 'stroke-width': width });
  const pixels = marks.map(toPixels);
  const parts = [line(point(pixels[0], at), point(pixels[pixels.length - 1], at))];
  for (const p of pixels) {
    parts.push(line(point(p, from + towards * 6), point(p, at + towards * 6)));
    const centre = point(p, at);
    parts.push(
      line({ x: centre.x - TICK / 2, y: centre.y + TICK / 2 }, { x: centre.x + TICK / 2, y: centre.y - TICK / 2 }, 2),
    );
  }
  marks.slice(1).forEach((mark, i) => {
    if (mark - marks[i] < MIN_LABELLED) return;
    const middle = (pixels[i] + pixels[i + 1]) / 2;
    const label = formatMetres(mark - marks[i]);
    const style = { 'font-size': 14, 'text-anchor': 'middle', fill: INK };
    parts.push(
      horizontal
        ? text(label, { x: middle, y: at - 7, ...style })
        : text(label, { x: at - 7, y: middle, transform: `rotate(-90 ${at - 7} ${middle})`, ...style }),
    );
  });
  return parts.join('');
}
