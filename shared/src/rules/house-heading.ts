import { HOUSE_HEADING_STEP } from '../constants/sun-location.js';
import { formatMessage } from '../messages/format.js';
import { UI_MESSAGES } from '../messages/ui-messages.de.js';

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

/** A heading the compass control can show: a whole step in 0..345, as plans and requests store it. */
export function isHouseHeading(value: unknown): value is number {
  return (
    Number.isInteger(value) &&
    (value as number) >= 0 &&
    (value as number) < 360 &&
    (value as number) % HOUSE_HEADING_STEP === 0
  );
}

/** E.g. "Vorderseite nach Süden (180°)", in the viewer and on a request. */
export function houseHeadingText(heading: number): string {
  return formatMessage(UI_MESSAGES.viewer.houseHeadingValue, compassPoint(heading), String(heading));
}
