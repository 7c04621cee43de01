import type {
  CatalogueHouseDto,
  CustomHouseDataDto,
  CustomerRequestViewDto,
  HouseKind,
  RequestStatus,
} from '@hauskonfig/shared';
import type { RaRecord } from 'react-admin';

/** The house a request shows, as the staff list and edit page carry it. */
export interface RequestHouseSummary {
  id: string;
  name: string;
  kind: HouseKind;
  /** For a custom house: the template it was copied from. */
  sourceTemplateId: string | null;
}

export interface StatusChange {
  fromStatus: RequestStatus | null;
  toStatus: RequestStatus;
  changedAt: string;
  /** Staff username; null when the visitor sent the request. */
  changedBy: string | null;
}

/** The request's own data, alike in the staff record and the customer's view (as in the API). */
type RequestPersonalData = Omit<
  CustomerRequestViewDto,
  'house' | 'contactPerson' | 'constructionStage' | 'constructionWorks'
>;

/** A row of GET /admin/customer-requests; GET by id adds the works and the status history. */
export interface CustomerRequestRecord extends RaRecord, RequestPersonalData {
  id: string;
  updatedAt: string;
  houseId: string | null;
  house: RequestHouseSummary | null;
  contactPersonId: string | null;
  contactPerson: { id: string; name: string } | null;
  constructionStageId: string | null;
  loginCode: string | null;
  credentialsGeneratedAt: string | null;
  constructionWorkIds?: string[];
  statusHistory?: StatusChange[];
  /** GET by id: the custom house's data, null for a template house. */
  customHouse?: CustomHouseDataDto | null;
  /** When the sender agreed to the privacy text; null for a request staff entered (absent from older API answers). */
  privacyConsentAt?: string | null;
  /** The privacy text's version the sender agreed to. */
  privacyVersion?: number | null;
}

/** The house of a released request as its customer sees it. */
export type PreviewHouse = CatalogueHouseDto;

/** Answer of GET /admin/customer-requests/{id}/preview: exactly what the customer would see. */
export type RequestPreviewDto = CustomerRequestViewDto;
