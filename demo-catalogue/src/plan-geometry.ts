/**
 * Plan coordinates in metres: x runs from the left outer corner to the right (3D +X), y from the
 * garden side at the back (3D -Z) to the street front (3D +Z), so the entrance is drawn at the bottom.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  depth: number;
}

export const rectArea = (rect: Rect): number => rect.width * rect.depth;

/** Widths on a 5 cm grid so that dimension chains read like an architect's. */
export const toGrid = (metres: number): number => Math.round(metres / 0.05) * 0.05;
