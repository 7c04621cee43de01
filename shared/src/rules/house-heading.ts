/** German names of the eight compass points, from north clockwise. */
const POINTS = ['Norden', 'Nordosten', 'Osten', 'Südosten', 'Süden', 'Südwesten', 'Westen', 'Nordwesten'];

/** Turns the heading by `delta` degrees, wrapping into 0..359 (the compass is a circle). */
export function turnHeading(heading: number, delta: number): number {
  const turned = (heading + delta) % 360;
  return turned < 0 ? turned + 360 : turned;
}

/** The nearest compass point in German, e.g. "Süden" for 170°. */
export function compassPoint(heading: number): string {
  return POINTS[Math.round(turnHeading(heading, 0) / 45) % POINTS.length];
}
