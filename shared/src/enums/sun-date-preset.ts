import { UI_MESSAGES } from '../messages/ui-messages.de.js';

/** Named days of the viewer's date choice: the start of each astronomical season. */
export enum SunDatePreset {
  SPRING = 'SPRING',
  SUMMER = 'SUMMER',
  WINTER = 'WINTER',
}

/** The viewer's date menu names them; staff read the same words on a request. */
export const SUN_DATE_PRESET_LABELS: Record<SunDatePreset, string> = {
  [SunDatePreset.SPRING]: UI_MESSAGES.viewer.sunDateSpring,
  [SunDatePreset.SUMMER]: UI_MESSAGES.viewer.sunDateSummer,
  [SunDatePreset.WINTER]: UI_MESSAGES.viewer.sunDateWinter,
};
