import { DemoHouseSpec } from './demo-houses.data.js';

/** Decides windows, doors and furnishing symbols of a room. */
export type RoomKind = 'living' | 'kitchen' | 'room' | 'wet' | 'service' | 'hall';

export interface ProgrammeRoom {
  name: string;
  kind: RoomKind;
  /** Share of the band's width. */
  share: number;
}

/**
 * Rooms of one storey in two bands either side of a corridor: `back` faces the garden, `front`
 * the street. Each front band holds exactly one hall, which joins the corridor to the entrance
 * and the stairs.
 */
export interface StoreyProgramme {
  title: string;
  back: ProgrammeRoom[];
  front: ProgrammeRoom[];
}

const BUNGALOW: StoreyProgramme[] = [
  {
    title: 'Erdgeschoss',
    back: [
      { name: 'Schlafen', kind: 'room', share: 0.34 },
      { name: 'Wohnen/Essen/Küche', kind: 'living', share: 0.66 },
    ],
    front: [
      { name: 'Bad', kind: 'wet', share: 0.26 },
      { name: 'Flur', kind: 'hall', share: 0.22 },
      { name: 'WC', kind: 'wet', share: 0.13 },
      { name: 'Technik', kind: 'service', share: 0.14 },
      { name: 'Kind', kind: 'room', share: 0.25 },
    ],
  },
];

/** Both storeys share the front band's shares so that the stairs sit above each other. */
const FRONT_SHARES = [0.26, 0.26, 0.16, 0.32];

const TWO_STOREYS: StoreyProgramme[] = [
  {
    title: 'Erdgeschoss',
    back: [
      { name: 'Wohnen/Essen', kind: 'living', share: 0.62 },
      { name: 'Küche', kind: 'kitchen', share: 0.38 },
    ],
    front: [
      { name: 'Technik', kind: 'service', share: FRONT_SHARES[0] },
      { name: 'Flur', kind: 'hall', share: FRONT_SHARES[1] },
      { name: 'WC', kind: 'wet', share: FRONT_SHARES[2] },
      { name: 'Arbeiten', kind: 'room', share: FRONT_SHARES[3] },
    ],
  },
  {
    title: 'Obergeschoss',
    back: [
      { name: 'Schlafen', kind: 'room', share: 0.56 },
      { name: 'Kind 1', kind: 'room', share: 0.44 },
    ],
    front: [
      { name: 'Bad', kind: 'wet', share: FRONT_SHARES[0] },
      { name: 'Flur', kind: 'hall', share: FRONT_SHARES[1] },
      { name: 'Abstellraum', kind: 'service', share: FRONT_SHARES[2] },
      { name: 'Kind 2', kind: 'room', share: FRONT_SHARES[3] },
    ],
  },
];

export const roomProgramme = (spec: DemoHouseSpec): StoreyProgramme[] => (spec.storeys === 1 ? BUNGALOW : TWO_STOREYS);
