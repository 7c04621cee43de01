import { VALIDATION_MESSAGES } from '@hauskonfig/shared';
import { email, required, type Validator } from 'react-admin';
import { atMost, validPhone } from '../../forms/field-validators';

/** Client-side checks with the API's limits, so most mistakes show before saving. */
export const REQUEST_VALIDATION = {
  firstName: [required(VALIDATION_MESSAGES.firstNameRequired.a), atMost('firstName', 100)],
  lastName: [required(VALIDATION_MESSAGES.lastNameRequired.a), atMost('lastName', 100)],
  email: [required(VALIDATION_MESSAGES.emailRequired.a), email(VALIDATION_MESSAGES.invalidEmail), atMost('email', 254)],
  phoneNumber: [required(VALIDATION_MESSAGES.phoneRequired.a), validPhone, atMost('phoneNumber', 50)],
  place: [atMost('place', 200)],
  propertyNumber: [atMost('propertyNumber', 100)],
  notes: [atMost('notes', 5000)],
} satisfies Record<string, Validator[]>;
