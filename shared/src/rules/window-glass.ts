/**
 * Material names that mark window panes: the demo houses call theirs "Glas"; uploaded models
 * commonly use glass, window or Fenster. Lit from inside at night.
 */
const WINDOW_MATERIAL = /glas|window|fenster/i;

export function isWindowMaterial(name: string): boolean {
  return WINDOW_MATERIAL.test(name);
}
