/** Just enough SVG writing for the generated drawings; only generic font families, no external resources. */
export type Attributes = Record<string, string | number | undefined>;

export interface Point2 {
  x: number;
  y: number;
}

const FONT_FAMILY = 'DejaVu Sans, sans-serif';

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Rounds coordinates so the markup stays small and deterministic. */
const format = (value: string | number): string =>
  typeof value === 'number' ? String(Math.round(value * 100) / 100) : escapeXml(value);

export function element(name: string, attributes: Attributes, children = ''): string {
  const rendered = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${format(value)}"`)
    .join('');
  return children ? `<${name}${rendered}>${children}</${name}>` : `<${name}${rendered}/>`;
}

const pointList = (points: readonly Point2[]): string => points.map((p) => `${format(p.x)},${format(p.y)}`).join(' ');

export const polygon = (points: readonly Point2[], attributes: Attributes): string =>
  element('polygon', { points: pointList(points), ...attributes });

export const text = (content: string, attributes: Attributes): string =>
  element('text', { 'font-family': FONT_FAMILY, ...attributes }, escapeXml(content));

export function linearGradient(id: string, stops: [offset: number, colour: string][], vertical = true): string {
  const direction = vertical ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 0 };
  const children = stops.map(([offset, colour]) => element('stop', { offset, 'stop-color': colour })).join('');
  return element('linearGradient', { id, ...direction }, children);
}

export const svgDocument = (width: number, height: number, content: string): string =>
  element('svg', { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}` }, content);
