import type { PlanSnapshotDto } from './plan-snapshot.dto.js';
import type { SavedPlanContent } from './saved-plan.dto.js';

/** A consent to the privacy text, as given with a request. */
export interface ConsentRecordDto {
  requestId: string;
  consentedAt: string;
  /** The version of the privacy text agreed to. */
  privacyVersion: number | null;
  /** The text of that version, when it is still the one in force (older versions are not kept). */
  privacyText: string | null;
}

/**
 * GET admin/data-subjects?email=: everything the product holds about a person (GDPR articles 15
 * and 20), as one JSON document. Dates are ISO 8601.
 */
export interface DataSubjectExportDto {
  email: string;
  exportedAt: string;
  requests: {
    id: string;
    createdAt: string;
    updatedAt: string;
    status: string;
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    propertyNumber: string | null;
    place: string | null;
    notes: string | null;
    house: { name: string; custom: boolean } | null;
    constructionStage: string | null;
    works: string[];
    contactPerson: string | null;
    customerLoginCode: string | null;
    statusHistory: { from: string | null; to: string; changedAt: string }[];
  }[];
  savedPlans: { code: string; savedAt: string; expiresAt: string; content: SavedPlanContent | null }[];
  planShares: { token: string; createdAt: string; snapshot: PlanSnapshotDto }[];
  mails: {
    id: string;
    to: string;
    subject: string;
    template: string;
    status: string;
    createdAt: string;
    sentAt: string | null;
    text: string;
  }[];
  consents: ConsentRecordDto[];
}

/** DELETE admin/data-subjects?email=: how many of each kind went (the erasure record holds the same). */
export interface DataSubjectErasureDto {
  id: string;
  erasedAt: string;
  /** Username of who erased; null once that login is gone. */
  erasedBy: string | null;
  requests: number;
  savedPlans: number;
  planShares: number;
  mails: number;
}
