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

const room = (name: string, kind: RoomKind, share: number): ProgrammeRoom => ({ name, kind, share });

/** Living area from which a house gets the next tier of rooms. */
const ROOMY_BUNGALOW = 100;
const FAMILY_HOUSE = 140;
const LARGE_HOUSE = 180;

function bungalow(sizeInSqm: number): StoreyProgramme[] {
  const back =
    sizeInSqm < ROOMY_BUNGALOW
      ? [room('Schlafen', 'room', 0.34), room('Wohnen/Essen/Küche', 'living', 0.66)]
      : [room('Kind 2', 'room', 0.21), room('Schlafen', 'room', 0.27), room('Wohnen/Essen/Küche', 'living', 0.52)];
  return [
    {
      title: 'Erdgeschoss',
      back,
      front: [
        room('Bad', 'wet', 0.24),
        room('Flur', 'hall', 0.2),
        room('WC', 'wet', 0.12),
        room('Technik', 'service', 0.12),
        room(sizeInSqm < ROOMY_BUNGALOW ? 'Kind' : 'Kind 1', 'room', 0.32),
      ],
    },
  ];
}

/**
 * Two storeys: living and kitchen downstairs, bedrooms upstairs. Both front bands use the same
 * shares so that the stairs sit above each other; bigger houses add a pantry, more bedrooms, a
 * guest room, a shower room and a dressing room.
 */
function twoStoreys(sizeInSqm: number): StoreyProgramme[] {
  if (sizeInSqm < FAMILY_HOUSE) {
    const shares = [0.24, 0.26, 0.1, 0.4];
    return [
      {
        title: 'Erdgeschoss',
        back: [room('Wohnen/Essen', 'living', 0.62), room('Küche', 'kitchen', 0.38)],
        front: [
          room('Technik', 'service', shares[0]),
          room('Flur', 'hall', shares[1]),
          room('WC', 'wet', shares[2]),
          room('Arbeiten', 'room', shares[3]),
        ],
      },
      {
        title: 'Obergeschoss',
        back: [room('Schlafen', 'room', 0.56), room('Kind 1', 'room', 0.44)],
        front: [
          room('Bad', 'wet', shares[0]),
          room('Flur', 'hall', shares[1]),
          room('Abstellraum', 'service', shares[2]),
          room('Kind 2', 'room', shares[3]),
        ],
      },
    ];
  }
  const large = sizeInSqm >= LARGE_HOUSE;
  const shares = large ? [0.18, 0.2, 0.1, 0.22, 0.3] : [0.24, 0.26, 0.1, 0.4];
  // Large houses add one room before the last of each front band.
  const lastShare = shares[shares.length - 1];
  return [
    {
      title: 'Erdgeschoss',
      back: [room('Wohnen/Essen', 'living', 0.56), room('Küche', 'kitchen', 0.3), room('Speis', 'service', 0.14)],
      front: [
        room('Technik', 'service', shares[0]),
        room('Flur', 'hall', shares[1]),
        room('WC', 'wet', shares[2]),
        ...(large ? [room('Gast', 'room', shares[3])] : []),
        room('Arbeiten', 'room', lastShare),
      ],
    },
    {
      title: 'Obergeschoss',
      back: large
        ? [
            room('Schlafen', 'room', 0.34),
            room('Ankleide', 'service', 0.14),
            room('Kind 1', 'room', 0.26),
            room('Kind 2', 'room', 0.26),
          ]
        : [room('Schlafen', 'room', 0.4), room('Kind 1', 'room', 0.3), room('Kind 2', 'room', 0.3)],
      front: [
        room('Bad', 'wet', shares[0]),
        room('Flur', 'hall', shares[1]),
        room('Abstellraum', 'service', shares[2]),
        ...(large ? [room('Duschbad', 'wet', shares[3])] : []),
        room('Kind 3', 'room', lastShare),
      ],
    },
  ];
}

/** The rooms follow the living area: more and larger rooms for bigger houses. */
export const roomProgramme = (spec: DemoHouseSpec): StoreyProgramme[] =>
  spec.storeys === 1 ? bungalow(spec.sizeInSqm) : twoStoreys(spec.sizeInSqm);
