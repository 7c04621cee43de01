import {
  fieldLabel,
  formatMessage,
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
  VALIDATION_MESSAGES,
  type SecuritySettingsDto,
} from '@hauskonfig/shared';
import { required, type Validator } from 'react-admin';

type RetentionField = 'savedPlanRetentionDays' | 'closedRequestRetentionDays' | 'sentMailRetentionDays';

export const RETENTION_FIELDS: readonly RetentionField[] = [
  'savedPlanRetentionDays',
  'closedRequestRetentionDays',
  'sentMailRetentionDays',
];

/** What the form holds: the days as typed. */
export type DataProtectionFormValues = { id: string; secondFactorRequired: boolean } & Record<RetentionField, string>;

export function toFormValues(settings: SecuritySettingsDto): DataProtectionFormValues {
  return {
    id: 'security-settings',
    secondFactorRequired: settings.secondFactorRequired,
    savedPlanRetentionDays: String(settings.savedPlanRetentionDays),
    closedRequestRetentionDays: String(settings.closedRequestRetentionDays),
    sentMailRetentionDays: String(settings.sentMailRetentionDays),
  };
}

/** The PUT body; the validators have made sure each period is a whole number of days in range. */
export function toSettingsInput(values: DataProtectionFormValues): Omit<SecuritySettingsDto, 'updatedAt'> {
  return {
    secondFactorRequired: !!values.secondFactorRequired,
    savedPlanRetentionDays: Number(values.savedPlanRetentionDays.trim()),
    closedRequestRetentionDays: Number(values.closedRequestRetentionDays.trim()),
    sentMailRetentionDays: Number(values.sentMailRetentionDays.trim()),
  };
}

/** A whole number of days from 1 to 3650, as the API requires. */
const days =
  (label: string): Validator =>
  (value: unknown) => {
    const typed = typeof value === 'string' ? value.trim() : String(value ?? '');
    if (typed === '') return undefined;
    const count = Number(typed);
    if (!/^\d+$/.test(typed)) return formatMessage(VALIDATION_MESSAGES.mustBeInteger, label);
    if (count < RETENTION_MIN_DAYS)
      return formatMessage(VALIDATION_MESSAGES.minValue, label, String(RETENTION_MIN_DAYS));
    if (count > RETENTION_MAX_DAYS)
      return formatMessage(VALIDATION_MESSAGES.maxValue, label, String(RETENTION_MAX_DAYS));
    return undefined;
  };

/** Module level: react-admin re-registers inputs whose validators change identity. */
export const RETENTION_VALIDATION = Object.fromEntries(
  RETENTION_FIELDS.map((field) => [
    field,
    [required(formatMessage(VALIDATION_MESSAGES.required, fieldLabel(field))), days(fieldLabel(field))],
  ]),
) as Record<RetentionField, Validator[]>;
