import { THEME_COLORS } from '../constants/theme-colors.js';
import { contrastRatio, FOCUS_RING_MIN_CONTRAST, focusRingColor, relativeLuminance } from './focus-ring.js';

const PAGE = ['#ffffff', '#eeeeee'];

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#fff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#e30613', '#ffffff', 4.88],
  ])('%s on %s → %p', (first, second, expected) => {
    expect(contrastRatio(first, second)).toBeCloseTo(expected, 1);
  });

  it('treats what is no hex colour as no contrast', () => {
    expect(relativeLuminance('red')).toBeNull();
    expect(contrastRatio('red', '#ffffff')).toBe(1);
  });
});

describe('focusRingColor', () => {
  it('keeps the brand near-black for the default red', () => {
    expect(focusRingColor({ backgrounds: PAGE, controls: [THEME_COLORS.primary] })).toBe(THEME_COLORS.secondary);
  });

  it.each(['#e30613', '#ffd600', '#2e7d32', '#1565c0', '#00a3e0', '#ff6f00'])(
    'keeps 3:1 against the page and the vendor colour %s',
    (primary) => {
      const ring = focusRingColor({ backgrounds: PAGE, controls: [primary] });
      for (const surface of [...PAGE, primary]) {
        expect(contrastRatio(ring, surface)).toBeGreaterThanOrEqual(FOCUS_RING_MIN_CONTRAST);
      }
    },
  );

  it.each(['#000000', '#0d1b4c', '#4a148c', '#1d1d1b'])(
    'for the dark vendor colour %s keeps 3:1 against the page and contrasts most with the button',
    (primary) => {
      const ring = focusRingColor({ backgrounds: PAGE, controls: [primary] });
      expect(ring).not.toBe(THEME_COLORS.secondary);
      for (const surface of PAGE) expect(contrastRatio(ring, surface)).toBeGreaterThanOrEqual(FOCUS_RING_MIN_CONTRAST);
      expect(contrastRatio(ring, primary)).toBeGreaterThan(contrastRatio(THEME_COLORS.secondary, primary));
    },
  );

  it('falls back to the best worst case when nothing keeps 3:1', () => {
    const ring = focusRingColor({ backgrounds: ['#ffffff', '#000000'], controls: [] });
    expect(contrastRatio(ring, '#ffffff')).toBeCloseTo(contrastRatio(ring, '#000000'), 0);
  });
});
