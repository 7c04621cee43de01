import { FIELD_LABELS, formatMessage, VALIDATION_MESSAGES } from '@hauskonfig/shared';
import { maxLength, maxValue, minValue, number, required } from 'react-admin';

/** Limits of the API's house fields, with the spec's German messages. */
const NAME_MAX = 200;
const PROPERTY_NUMBER_MAX = 100;
const LOCATION_MAX = 200;
const SIZE_MIN = 1;
const SIZE_MAX = 99999;

const tooLong = (field: string, max: number) =>
  maxLength(max, formatMessage(VALIDATION_MESSAGES.maxLength, FIELD_LABELS[field], max));

export const validateName = [
  required(formatMessage(VALIDATION_MESSAGES.required, FIELD_LABELS.name)),
  tooLong('name', NAME_MAX),
];
export const validatePropertyNumber = [tooLong('propertyNumber', PROPERTY_NUMBER_MAX)];
export const validateLocation = [tooLong('location', LOCATION_MAX)];
export const validateSize = [
  number(VALIDATION_MESSAGES.invalidNumber),
  minValue(SIZE_MIN, formatMessage(VALIDATION_MESSAGES.minValue, FIELD_LABELS.sizeInSqm, SIZE_MIN)),
  maxValue(SIZE_MAX, formatMessage(VALIDATION_MESSAGES.maxValue, FIELD_LABELS.sizeInSqm, SIZE_MAX)),
];
