import { fieldLabel } from '../messages/field-labels.de.js';
import { formatMessage } from '../messages/format.js';
import { VALIDATION_MESSAGES } from '../messages/validation-messages.de.js';
import type { PersonalInfoInput } from '../types/personal-info-input.js';
import { isPhoneNumber } from './phone-number.js';

/** Longest accepted value per field; the same limits as POST customer-requests/incoming. */
export const PERSONAL_INFO_MAX_LENGTHS: Record<keyof PersonalInfoInput, number> = {
  email: 254,
  firstname: 100,
  lastname: 100,
  phoneNumber: 50,
  place: 200,
  propertyNumber: 100,
  notes: 5000,
};

/** Something@something.tld without spaces; the API's IsEmail has the last word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type PersonalInfoErrors = Partial<Record<keyof PersonalInfoInput, string>>;

function required(value: string | undefined): boolean {
  return (value ?? '').trim() !== '';
}

/**
 * German messages (spec section 5) for the personal-info form of a new request; an empty
 * object means the input may be sent. Required: first and last name, email, phone number.
 */
export function validatePersonalInfo(input: Partial<PersonalInfoInput>): PersonalInfoErrors {
  const m = VALIDATION_MESSAGES;
  const errors: PersonalInfoErrors = {};
  if (!required(input.firstname)) errors.firstname = m.firstNameRequired.your;
  if (!required(input.lastname)) errors.lastname = m.lastNameRequired.your;
  if (!required(input.email)) errors.email = m.emailRequired.your;
  else if (!EMAIL.test((input.email ?? '').trim())) errors.email = m.invalidEmail;
  if (!required(input.phoneNumber)) errors.phoneNumber = m.phoneRequired.your;
  else if (!isPhoneNumber(input.phoneNumber)) errors.phoneNumber = m.invalidPhone;

  for (const [field, limit] of Object.entries(PERSONAL_INFO_MAX_LENGTHS) as [keyof PersonalInfoInput, number][]) {
    const value = (input[field] ?? '').trim();
    if (errors[field] === undefined && value.length > limit) {
      errors[field] = formatMessage(m.maxLength, fieldLabel(field), limit);
    }
  }
  return errors;
}
