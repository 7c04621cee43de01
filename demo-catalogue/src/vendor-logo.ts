import { element, polygon, svgDocument, text } from './svg.js';

const LOGO_SIZE = { width: 640, height: 160 };

/**
 * The demo vendor's logo: a house mark in the brand colour and the two-line name beside it. The
 * text is drawn with the generic font families of svg.ts, so it renders the same offline.
 */
export function vendorLogoSvg(colour: string): string {
  const { width, height } = LOGO_SIZE;
  const mark = [
    element('rect', { x: 8, y: 8, width: 144, height: 144, rx: 28, fill: colour }),
    polygon(
      [
        { x: 36, y: 80 },
        { x: 80, y: 38 },
        { x: 124, y: 80 },
      ],
      { fill: 'none', stroke: '#ffffff', 'stroke-width': 10, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' },
    ),
    element('rect', { x: 50, y: 80, width: 60, height: 46, fill: '#ffffff' }),
    element('rect', { x: 72, y: 96, width: 16, height: 30, fill: colour }),
  ];
  const name = [
    text('Musterhaus', { x: 180, y: 82, 'font-size': 58, 'font-weight': 'bold', fill: '#1d1d1b' }),
    text('FERTIGBAU', { x: 183, y: 134, 'font-size': 34, 'letter-spacing': 9, fill: colour }),
  ];
  return svgDocument(width, height, [...mark, ...name].join(''));
}
