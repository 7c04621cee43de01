import type { HouseKind } from '../enums/house-kind.js';
import type { RequestStatus } from '../enums/request-status.js';
import type { RequestPersonalDataDto } from './customer-request-view.dto.js';
import type { CustomHouseDataDto, CustomHouseDataInput } from './house-input.js';
import type { PlanSnapshotDto } from './plan-snapshot.dto.js';

/** The house a request shows, as the staff list and edit page carry it. */
export interface RequestHouseSummaryDto {
  id: string;
  name: string;
  kind: HouseKind;
  /** For a custom house: the template it was copied from. */
  sourceTemplateId: string | null;
}

/** One change of a request's status (TDate: Date in the API, an ISO 8601 string over JSON). */
export interface StatusChangeDto<TDate = string> {
  /** null for the first status, given when the request was made. */
  fromStatus: RequestStatus | null;
  toStatus: RequestStatus;
  changedAt: TDate;
  /** Staff username; null when the visitor sent the request. */
  changedBy: string | null;
}

/**
 * A request as staff see it: a row of GET admin/customer-requests, and the answer of every
 * change. GET by id adds the works, the status history and the custom house's data.
 */
export interface CustomerRequestAdminDto<TDate = string> extends RequestPersonalDataDto<TDate> {
  updatedAt: TDate;
  houseId: string | null;
  house: RequestHouseSummaryDto | null;
  contactPersonId: string | null;
  contactPerson: { id: string; name: string } | null;
  constructionStageId: string | null;
  /** Only on GET by id and after changes. */
  constructionWorkIds?: string[];
  /** Six-digit code of the personal link, once generated. */
  loginCode: string | null;
  credentialsGeneratedAt: TDate | null;
  /** When the sender agreed to the privacy text; null for a request staff entered. */
  privacyConsentAt: TDate | null;
  /** Version of the privacy text the sender agreed to (VendorSettingsDto.privacyVersion). */
  privacyVersion: number | null;
  /** Only on GET by id: oldest first. */
  statusHistory?: StatusChangeDto<TDate>[];
  /** Only on GET by id: the data of the request's custom house, null for a template house. */
  customHouse?: CustomHouseDataDto | null;
  /** Only on GET by id: the plan exactly as the visitor sent it (see CustomerRequestViewDto.snapshot). */
  snapshot?: PlanSnapshotDto | null;
  /** Only on GET by id: token of the sent plan's read-only share, null without a snapshot. */
  planShareToken?: string | null;
}

/** Fields staff may set on a request besides the personal data; null clears one. */
interface RequestFieldsInput {
  /** Any status on the same side of the release; release and withdraw it with their own calls. */
  status?: RequestStatus;
  place?: string | null;
  propertyNumber?: string | null;
  notes?: string | null;
  contactPersonId?: string | null;
  /** The chosen stage; its works are sent as constructionWorkIds. */
  constructionStageId?: string | null;
  /** Replaces the chosen works when given. */
  constructionWorkIds?: string[];
}

/** Body of POST admin/customer-requests: a request staff enter themselves (no mails are sent). */
export interface CreateCustomerRequestInput extends RequestFieldsInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** A template house (published or not). */
  houseId?: string;
}

/** Body of PUT admin/customer-requests/{id}; the house changes only through its assign calls. */
export interface UpdateCustomerRequestInput
  extends
    RequestFieldsInput,
    Partial<Pick<CreateCustomerRequestInput, 'firstName' | 'lastName' | 'email' | 'phoneNumber'>> {
  /** The data of the request's custom house (refused when it has a template house). */
  customHouse?: CustomHouseDataInput;
}
