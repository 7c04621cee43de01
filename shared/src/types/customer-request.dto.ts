import { HouseKind } from '../enums/house-kind.js';
import { RequestStatus } from '../enums/request-status.js';
import { ContactPersonDto } from './contact-person.dto.js';
import type { HouseOrientation } from './house-orientation.js';

/** The orientation is the visitor's from the 3D view, DEFAULT_HOUSE_ORIENTATION when none was sent. */
export interface CustomerRequestDto extends HouseOrientation {
  id: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
  /** ISO 8601 timestamp. */
  updatedAt: string;
  status: RequestStatus;
  houseId: string | null;
  /** Whether houseId points at a template house or at a house made for this request. */
  houseKind: HouseKind | null;
  contactPersonId: string | null;
  contactPerson: ContactPersonDto | null;
  loginCode: string | null;
  /** Only whether a customer password exists; the password itself is shown once, on generation. */
  hasPassword: boolean;
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  propertyNumber: string | null;
  place: string | null;
  notes: string | null;
  /** ISO 8601 timestamp of the privacy consent given with the request; null for requests made by staff. */
  privacyConsentAt: string | null;
  /** Version of the privacy text the consent was given to (VendorSettingsDto.privacyVersion). */
  privacyVersion: number | null;
}
