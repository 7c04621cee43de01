import { element, svgDocument } from './svg.js';

const PORTRAIT_SIZE = 480;

/** How one illustrated person looks; friendly, neutral shapes, not a likeness of anyone. */
export interface PortraitLook {
  background: string;
  skin: string;
  hair: string;
  /** Long hair falls to the shoulders behind the face; short hair only caps the head. */
  hairStyle: 'short' | 'long' | 'bun';
  shirt: string;
  glasses: boolean;
}

const path = (d: string, fill: string, extra: Record<string, string | number> = {}) =>
  element('path', { d, fill, ...extra });

/** A head-and-shoulders illustration of a contact person, square, on a coloured background. */
export function portraitSvg(look: PortraitLook): string {
  const size = PORTRAIT_SIZE;
  const c = size / 2;
  const behindHead =
    look.hairStyle === 'long'
      ? [
          path(
            `M${c - 118} ${c + 120} Q${c - 130} ${c - 150} ${c} ${c - 150} Q${c + 130} ${c - 150} ${c + 118} ${c + 120} Z`,
            look.hair,
          ),
        ]
      : look.hairStyle === 'bun'
        ? [element('circle', { cx: c, cy: c - 150, r: 46, fill: look.hair })]
        : [];
  const cap =
    look.hairStyle === 'short'
      ? path(
          `M${c - 98} ${c - 30} Q${c - 104} ${c - 142} ${c} ${c - 140} Q${c + 104} ${c - 142} ${c + 98} ${c - 30} Q${c + 60} ${c - 96} ${c} ${c - 92} Q${c - 60} ${c - 96} ${c - 98} ${c - 30} Z`,
          look.hair,
        )
      : path(
          `M${c - 100} ${c - 10} Q${c - 100} ${c - 138} ${c} ${c - 136} Q${c + 100} ${c - 138} ${c + 100} ${c - 10} Q${c + 40} ${c - 90} ${c - 100} ${c - 10} Z`,
          look.hair,
        );
  const eyes = [-36, 36].map((dx) => element('circle', { cx: c + dx, cy: c - 30, r: 9, fill: '#2b2b2b' }));
  const glasses = look.glasses
    ? [-36, 36].map((dx) =>
        element('circle', { cx: c + dx, cy: c - 30, r: 24, fill: 'none', stroke: '#2b2b2b', 'stroke-width': 5 }),
      )
    : [];
  const content = [
    element('rect', { x: 0, y: 0, width: size, height: size, fill: look.background }),
    ...behindHead,
    path(
      `M${c - 170} ${size} Q${c - 160} ${c + 90} ${c} ${c + 80} Q${c + 160} ${c + 90} ${c + 170} ${size} Z`,
      look.shirt,
    ),
    element('rect', { x: c - 30, y: c + 30, width: 60, height: 60, rx: 20, fill: look.skin }),
    element('ellipse', { cx: c, cy: c - 20, rx: 96, ry: 112, fill: look.skin }),
    cap,
    ...eyes,
    ...glasses,
    path(`M${c - 36} ${c + 32} Q${c} ${c + 62} ${c + 36} ${c + 32}`, 'none', {
      stroke: '#8a3b2e',
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }),
  ];
  return svgDocument(size, size, content.join(''));
}
