import { DemoHouseSpec } from './demo-houses.data.js';
import { FacadeBox, facadeBox } from './facade-box.js';
import { Opening } from './facade-openings.js';
import { PartBody } from './house-part.js';
import { floorLevel } from './house-proportions.js';
import { MaterialKey } from './house-materials.js';

/** Frame profile width and its depth range in the reveal (negative: behind the wall face). */
const FRAME = 0.08;
const FRAME_OUT: [number, number] = [-0.17, -0.08];
/** The pane sits in the middle of the frame, set back into the wall. */
const GLASS_OUT: [number, number] = [-0.135, -0.115];
const MULLION_FROM = 1.6;
/** Tall glazing gets a transom, as fixed lights over opening sashes usually have. */
const TRANSOM_FROM = 2;

type Interval = [number, number];

/** Frame members on the sides and top (and bottom, for windows) of an opening. */
function frameRing(
  place: FacadeBox,
  [left, right]: Interval,
  [bottom, top]: Interval,
  withBottom: boolean,
): PartBody[] {
  const member = (along: Interval, height: Interval): PartBody => ({
    material: 'frame',
    solid: place(along, height, FRAME_OUT),
  });
  return [
    member([left, left + FRAME], [bottom, top]),
    member([right - FRAME, right], [bottom, top]),
    member([left + FRAME, right - FRAME], [top - FRAME, top]),
    ...(withBottom ? [member([left + FRAME, right - FRAME], [bottom, bottom + FRAME])] : []),
  ];
}

function windowBodies(place: FacadeBox, opening: Opening, bottom: number): PartBody[] {
  const span: Interval = [opening.centre - opening.width / 2, opening.centre + opening.width / 2];
  const top = bottom + opening.height;
  const bar = (along: Interval, height: Interval): PartBody => ({
    material: 'frame',
    solid: place(along, height, [FRAME_OUT[0] + 0.01, FRAME_OUT[1] - 0.01]),
  });
  const bodies: PartBody[] = [
    {
      material: 'glass',
      solid: place([span[0] + FRAME, span[1] - FRAME], [bottom + FRAME, top - FRAME], GLASS_OUT),
    },
    ...frameRing(place, span, [bottom, top], true),
  ];
  if (opening.width >= MULLION_FROM) bodies.push(bar([opening.centre - 0.04, opening.centre + 0.04], [bottom, top]));
  if (opening.height >= TRANSOM_FROM) bodies.push(bar([span[0], span[1]], [top - 0.55, top - 0.48]));
  if (opening.sill > 0) {
    // Sheet-metal sill, wider than the opening and dripping clear of the façade.
    bodies.push({
      material: 'metal',
      solid: place([span[0] - 0.04, span[1] + 0.04], [bottom - 0.03, bottom + 0.01], [-0.08, 0.06]),
    });
  }
  return bodies;
}

/** Panelled leaf with a glass strip and a bar handle in a frame, two steps up from the terrain. */
function doorBodies(place: FacadeBox, opening: Opening, bottom: number): PartBody[] {
  const [left, right] = [opening.centre - opening.width / 2, opening.centre + opening.width / 2];
  const top = bottom + opening.height;
  const step = bottom / 2;
  const body = (material: MaterialKey, along: Interval, height: Interval, out: Interval): PartBody => ({
    material,
    solid: place(along, height, out),
  });
  return [
    body('door', [left + FRAME, right - FRAME], [bottom, top - FRAME], [-0.16, -0.12]),
    body('glass', [left + 0.22, left + 0.36], [bottom + 0.35, top - 0.35], [-0.125, -0.115]),
    ...frameRing(place, [left, right], [bottom, top], false),
    body('metal', [right - FRAME - 0.17, right - FRAME - 0.13], [bottom + 0.8, bottom + 1.5], [-0.12, -0.06]),
    body('plinth', [left - 0.3, right + 0.3], [0, step], [0, 0.55]),
    body('plinth', [left - 0.3, right + 0.3], [step, bottom], [0, 0.28]),
  ];
}

export function openingBodies(spec: DemoHouseSpec, openings: Opening[]): { windows: PartBody[]; doors: PartBody[] } {
  const bodiesOf = (kind: Opening['kind']) =>
    openings
      .filter((opening) => opening.kind === kind)
      .flatMap((opening) => {
        const build = kind === 'door' ? doorBodies : windowBodies;
        return build(facadeBox(spec, opening.side), opening, floorLevel(opening.storey) + opening.sill);
      });
  return { windows: bodiesOf('window'), doors: bodiesOf('door') };
}
