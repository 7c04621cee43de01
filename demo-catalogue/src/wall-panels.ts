import { DemoHouseSpec } from './demo-houses.data.js';
import { facadeBox } from './facade-box.js';
import { FacadeSide, Opening } from './facade-openings.js';
import { Solid } from './geometry.js';
import { floorLevel, outerWall } from './house-proportions.js';

type Interval = [number, number];

/** Back to front for the preview's viewpoint at the front right. */
const SIDES: FacadeSide[] = ['back', 'left', 'right', 'front'];

/** Wall rectangles (along, height) of one façade stretch with the openings left open. */
function panels(
  span: Interval,
  rise: Interval,
  holes: { along: Interval; height: Interval }[],
): [Interval, Interval][] {
  const cuts = [...new Set([...span, ...holes.flatMap((hole) => hole.along)])].sort((a, b) => a - b);
  const strips: { along: Interval; gaps: Interval[] }[] = [];
  for (let i = 0; i < cuts.length - 1; i++) {
    const along: Interval = [cuts[i], cuts[i + 1]];
    const inStrip = holes
      .filter((hole) => hole.along[0] <= along[0] && hole.along[1] >= along[1])
      .map((hole) => hole.height)
      .sort((a, b) => a[0] - b[0]);
    const gaps: Interval[] = [];
    let from = rise[0];
    for (const [bottom, top] of inStrip) {
      if (bottom > from) gaps.push([from, bottom]);
      from = Math.max(from, top);
    }
    if (from < rise[1]) gaps.push([from, rise[1]]);
    // Neighbouring strips with the same gaps become one wider panel.
    const previous = strips.at(-1);
    if (previous && JSON.stringify(previous.gaps) === JSON.stringify(gaps)) previous.along[1] = along[1];
    else strips.push({ along, gaps });
  }
  return strips.flatMap(({ along, gaps }) => gaps.map((gap): [Interval, Interval] => [along, gap]));
}

/**
 * One storey's outer walls as a shell of convex panels with real openings, so windows and the
 * door sit in reveals instead of on the façade. Front and back run the full width; the side
 * walls fit between them.
 */
export function storeyWalls(spec: DemoHouseSpec, storey: number, openings: readonly Opening[]): Solid[] {
  const wall = outerWall(spec);
  const rise: Interval = [floorLevel(storey), floorLevel(storey + 1)];
  return SIDES.flatMap((side) => {
    const span: Interval = side === 'front' || side === 'back' ? [0, spec.width] : [wall, spec.depth - wall];
    const holes = openings
      .filter((opening) => opening.side === side && opening.storey === storey)
      .map((opening) => {
        const bottom = rise[0] + opening.sill;
        const along: Interval = [opening.centre - opening.width / 2, opening.centre + opening.width / 2];
        return { along, height: [bottom, bottom + opening.height] as Interval };
      });
    const place = facadeBox(spec, side);
    return panels(span, rise, holes).map(([along, height]) => place(along, height, [-wall, 0]));
  });
}
