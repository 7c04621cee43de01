import { FIELD_LABELS, formatArea, formatMessage, VALIDATION_MESSAGES } from '@hauskonfig/shared';
import { required, type Validator } from 'react-admin';
import { atMost } from '../../forms/field-validators';
import { areaValue } from '../common/area-value';

/** Limits of the API's house fields, with the spec's German messages. */
const NAME_MAX = 200;
const PROPERTY_NUMBER_MAX = 100;
const LOCATION_MAX = 200;
const SIZE_MIN = 1;
const SIZE_MAX = 99999;
const SIZE_DECIMALS = 2;

export const validateName = [
  required(formatMessage(VALIDATION_MESSAGES.required, FIELD_LABELS.name)),
  atMost('name', NAME_MAX),
];
export const validatePropertyNumber = [atMost('propertyNumber', PROPERTY_NUMBER_MAX)];
export const validateLocation = [atMost('location', LOCATION_MAX)];

const decimalPlaces = (value: unknown) => (String(value).trim().split(/[.,]/)[1] ?? '').length;

/** The area is optional (drafts); typed, it is a number in German notation within the API's bounds. */
const area: Validator = (value: unknown) => {
  if (value === null || value === undefined || String(value).trim() === '') return undefined;
  const size = areaValue(value);
  if (size === null) return VALIDATION_MESSAGES.invalidNumber;
  if (size < SIZE_MIN) return formatMessage(VALIDATION_MESSAGES.minValue, FIELD_LABELS.sizeInSqm, formatArea(SIZE_MIN));
  if (size > SIZE_MAX) return formatMessage(VALIDATION_MESSAGES.maxValue, FIELD_LABELS.sizeInSqm, formatArea(SIZE_MAX));
  if (decimalPlaces(value) > SIZE_DECIMALS) {
    return formatMessage(VALIDATION_MESSAGES.maxDecimalPlaces, FIELD_LABELS.sizeInSqm, SIZE_DECIMALS);
  }
  return undefined;
};

export const validateSize = [area];
