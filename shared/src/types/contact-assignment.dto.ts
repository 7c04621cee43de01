import type { RequestStatus } from '../enums/request-status.js';
import type { ContactPersonDto } from './contact-person.dto.js';

/**
 * Who takes a new request: the house's contact person (if published), else the vendor's default
 * contact person (if published), else a fair rotation among the published ones.
 */
export type ContactAssignmentRule = 'HOUSE' | 'DEFAULT' | 'ROTATION';

/** GET contact-people/assignment?houseId= (public): the person a request sent now would be assigned. */
export interface ContactAssignmentDto {
  rule: ContactAssignmentRule;
  /** null only when no contact person is published. */
  contactPerson: ContactPersonDto | null;
}

/**
 * GET customer-requests/for-me/contact-person (customer, any status): a customer whose request is
 * not released sees whom to talk to instead of an error.
 */
export interface CustomerContactDto {
  status: RequestStatus;
  contactPerson: ContactPersonDto | null;
}
