import { FIELD_LABELS, houseHeadingText, SUN_DATE_PRESET_LABELS, type HouseOrientation } from '@hauskonfig/shared';
import type { DetailItem } from './DetailList';

/** The 3D view the visitor sent with the request, in the viewer's own words. */
export const orientationDetails = ({ houseHeading, sunDate }: HouseOrientation): DetailItem[] => [
  { label: FIELD_LABELS.houseHeading, value: houseHeadingText(houseHeading) },
  { label: FIELD_LABELS.sunDate, value: SUN_DATE_PRESET_LABELS[sunDate] },
];
