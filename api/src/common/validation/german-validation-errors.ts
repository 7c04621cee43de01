import { ValidationError, getMetadataStorage } from 'class-validator';
import { VALIDATION_MESSAGES, fieldLabel, formatMessage } from '@hauskonfig/shared';
import type { FieldError } from '../errors/api-exception.js';

type Translate = (label: string, constraints: unknown[]) => string;

const m = VALIDATION_MESSAGES;

/** class-validator constraint names mapped to the spec's German texts. */
const TRANSLATIONS: Record<string, Translate> = {
  isNotEmpty: (label) => formatMessage(m.required, label),
  isDefined: (label) => formatMessage(m.required, label),
  arrayNotEmpty: (label) => formatMessage(m.required, label),
  minLength: (label, c) => formatMessage(m.minLength, label, String(c[0])),
  maxLength: (label, c) => formatMessage(m.maxLength, label, String(c[0])),
  isEmail: () => m.invalidEmail,
  isPhone: () => m.invalidPhone,
  isSingleLine: (label) => formatMessage(m.singleLine, label),
  isSecondFactorCode: () => m.secondFactorCode,
  isNumber: () => m.invalidNumber,
  // A number refused only for its decimals says so (e.g. an area of 132.555 m²).
  maxDecimalPlaces: (label, c) => formatMessage(m.maxDecimalPlaces, label, String(c[0])),
  isNumberString: () => m.invalidNumber,
  isInt: (label) => formatMessage(m.mustBeInteger, label),
  min: (label, c) => formatMessage(m.minValue, label, String(c[0])),
  max: (label, c) => formatMessage(m.maxValue, label, String(c[0])),
  isEnum: (label, c) => formatMessage(m.mustBeOneOf, label, enumList(c[0])),
  isIn: (label, c) => formatMessage(m.mustBeOneOf, label, enumList(c[0])),
  isBoolean: (label) => formatMessage(m.mustBeBoolean, label),
  isUuid: (label) => formatMessage(m.mustBeUuid, label),
  isUUID: (label) => formatMessage(m.mustBeUuid, label),
  isArray: (label) => formatMessage(m.mustBeArray, label),
  whitelistValidation: (label) => formatMessage(m.unknownField, label),
};

function enumList(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  if (value && typeof value === 'object') return Object.values(value).join(', ');
  return String(value);
}

function findMetadata(error: ValidationError, name: string) {
  if (!error.target) return undefined;
  return getMetadataStorage()
    .getTargetValidationMetadatas(error.target.constructor, '', true, false)
    .find((meta) => meta.propertyName === error.property && (meta.name === name || meta.type === name));
}

function translate(error: ValidationError, name: string, text: string): string {
  const metadata = findMetadata(error, name);
  // A decorator given its own (German) message keeps it.
  if (metadata?.message) return text;
  const label = fieldLabel(error.property);
  const translator = TRANSLATIONS[name];
  return translator ? translator(label, metadata?.constraints ?? []) : formatMessage(m.invalidValue, label);
}

/** Flattens nested class-validator errors into German field messages, dotted paths for nesting. */
export function germanValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([name, text]) => translate(error, name, text));
    const nested = germanValidationErrors(error.children ?? [], field);
    return own.length > 0 ? [{ field, messages: own }, ...nested] : nested;
  });
}
