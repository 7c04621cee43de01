import { isWindowMaterial } from './window-glass.js';

describe('isWindowMaterial', () => {
  it.each(['Glas', 'Glass_clear', 'window-pane', 'Fensterglas'])('%p is a window', (name) => {
    expect(isWindowMaterial(name)).toBe(true);
  });

  it.each(['', 'Wand', 'Dach', 'Rahmen', 'frame'])('%p is not', (name) => {
    expect(isWindowMaterial(name)).toBe(false);
  });
});
