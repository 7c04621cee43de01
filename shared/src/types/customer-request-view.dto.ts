import type { RequestStatus } from '../enums/request-status.js';
import type { CatalogueHouseDto } from './catalogue-house.dto.js';
import type { ContactPersonDto } from './contact-person.dto.js';
import type { HouseOrientation } from './house-orientation.js';
import type { PlanSnapshotDto } from './plan-snapshot.dto.js';

/** A chosen construction work of a request, with the stage it belongs to. */
export interface RequestWorkDto {
  id: string;
  name: string;
  constructionStageId: string;
}

/**
 * The request's own data, seen alike by its customer and by staff; its 3D view opens with the
 * request's orientation. TDate is Date in the API and the ISO 8601 string it becomes over JSON.
 */
export interface RequestPersonalDataDto<TDate = string> extends HouseOrientation {
  id: string;
  createdAt: TDate;
  status: RequestStatus;
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  place: string | null;
  propertyNumber: string | null;
  notes: string | null;
}

/**
 * A released request as its customer sees it (GET customer-requests/for-me and /{id}); staff get
 * the same shape from the preview call.
 */
export interface CustomerRequestViewDto<TDate = string> extends RequestPersonalDataDto<TDate> {
  house: CatalogueHouseDto | null;
  contactPerson: ContactPersonDto | null;
  constructionStage: { id: string; name: string } | null;
  constructionWorks: RequestWorkDto[];
  /** The plan exactly as the visitor sent it; null for a request staff entered or sent before snapshots. */
  snapshot: PlanSnapshotDto | null;
  /** Token of the sent plan's read-only share (its PDF: plan-shares/{token}/pdf); null without a snapshot. */
  planShareToken: string | null;
}

/** Answer of GET auth/customer-login: the code resolved, and whether a password exists to ask for. */
export interface CustomerLinkDto {
  loginCode: string;
  hasPassword: boolean;
}

/** Answer of POST customer-requests/incoming (TDate: Date in the API). */
export interface CreatedRequestDto<TDate = string> {
  id: string;
  status: RequestStatus;
  createdAt: TDate;
  /** The person assigned to the request, who is told about it and will call: null only when no contact person is published. */
  contactPerson: ContactPersonDto | null;
  /** The plan as sent, shared read-only: `/plan/{token}` on the site, its PDF at plan-shares/{token}/pdf. */
  planShareToken: string;
}
