import type { RequestStatus } from '../enums/request-status.js';
import type { CatalogueHouseDto } from './catalogue-house.dto.js';
import type { ContactPersonDto } from './contact-person.dto.js';
import type { HouseOrientation } from './house-orientation.js';

/** A chosen construction work of a request, with the stage it belongs to. */
export interface RequestWorkDto {
  id: string;
  name: string;
  constructionStageId: string;
}

/**
 * A released request as its customer sees it (GET customer-requests/for-me and /{id}); staff get
 * the same shape from the preview call. Its 3D view opens with the request's orientation.
 */
export interface CustomerRequestViewDto extends HouseOrientation {
  id: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
  status: RequestStatus;
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  place: string | null;
  propertyNumber: string | null;
  notes: string | null;
  house: CatalogueHouseDto | null;
  contactPerson: (Omit<ContactPersonDto, 'imageUrl'> & { imageUrl: string | null }) | null;
  constructionStage: { id: string; name: string } | null;
  constructionWorks: RequestWorkDto[];
}

/** Answer of GET auth/customer-login: the code resolved, and whether a password exists to ask for. */
export interface CustomerLinkDto {
  loginCode: string;
  hasPassword: boolean;
}

/** Answer of POST customer-requests/incoming. */
export interface CreatedRequestDto {
  id: string;
  status: RequestStatus;
  createdAt: string;
  /** The person assigned to the request, who is told about it and will call: null only when no contact person is published. */
  contactPerson: ContactPersonDto | null;
}
