import { BREAKPOINTS } from './breakpoints.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.js';
import { THEME_COLORS } from './theme-colors.js';
import { VIEWER } from './viewer.js';

describe('constants', () => {
  it('orders the breakpoints ascending', () => {
    const widths = [BREAKPOINTS.sm, BREAKPOINTS.md, BREAKPOINTS.lg, BREAKPOINTS.xl];
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
  });

  it('offers the default language', () => {
    expect(LANGUAGES).toContain(DEFAULT_LANGUAGE);
  });

  it('uses six-digit hex theme colours', () => {
    for (const colour of Object.values(THEME_COLORS)) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('keeps the orbit range and camera planes consistent', () => {
    expect(VIEWER.orbit.minDistance).toBeLessThan(VIEWER.orbit.maxDistance);
    expect(VIEWER.camera.near).toBeLessThan(VIEWER.camera.far);
    // The skybox must lie inside the far plane or it gets clipped.
    expect(VIEWER.skyboxSize).toBeLessThan(VIEWER.camera.far);
  });
});
