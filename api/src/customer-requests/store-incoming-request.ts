import { RequestStatus, type PlanSnapshotDto, type SunDatePreset } from '@hauskonfig/shared';
import type { DataSource } from 'typeorm';
import type { MailOutbox } from '../mail/mail-outbox.entity.js';
import { CustomerRequest } from './customer-request.entity.js';

export interface IncomingRow {
  id: string;
  createdAt: Date;
  houseId: string | null;
  contactPersonId: string | null;
  /** The assigned person, unless the rotation stamped their last assignment already. */
  stampContactPersonId: string | null;
  constructionStageId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  place: string | null;
  propertyNumber: string | null;
  notes: string | null;
  privacyConsentAt: Date;
  privacyVersion: number;
  houseHeading: number;
  sunDate: SunDatePreset;
  workIds: string[];
  /** The plan as sent, kept as its read-only share under this token. */
  planShareToken: string;
  snapshot: PlanSnapshotDto;
  mails: Partial<MailOutbox>[];
}

/*
 * One statement: the plan's snapshot, the request, its works, its first status and its mails. A statement is atomic
 * like a transaction, but it is one round trip instead of seven, and under load each round trip
 * held a pooled connection and waited its turn on the event loop (npm run bench:load). The
 * sibling inserts see the new request for their foreign keys, which are checked at its end. The
 * assigned contact person's last assignment is stamped with it, for the fair rotation.
 */
const INSERT_REQUEST = `
WITH plan AS (
  INSERT INTO plan_shares (token, snapshot, created_at) VALUES ($22, $23::jsonb, $14)
), request AS (
  INSERT INTO customer_requests (id, status, house_id, contact_person_id, construction_stage_id, first_name,
    last_name, full_name, email, phone_number, place, property_number, notes, privacy_consent_at, privacy_version,
    house_heading, sun_date, plan_share_token, created_at, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $17, $18, $20, $21, $22, $14, $14)
  RETURNING id
), works AS (
  INSERT INTO request_works (customer_request_id, construction_work_id)
  SELECT request.id, work.id FROM request, unnest($15::uuid[]) AS work(id)
), assigned AS (
  UPDATE contact_people SET last_assigned_at = now() WHERE id = $19
), first_status AS (
  INSERT INTO request_status_changes (customer_request_id, from_status, to_status, changed_at)
  SELECT request.id, NULL, $2, $14 FROM request
)
INSERT INTO mail_outbox (to_address, subject, text_body, html_body, template, plan_share_token, customer_request_id)
SELECT mail.to_address, mail.subject, mail.text_body, mail.html_body, mail.template, mail.plan_share_token, request.id
FROM request, json_to_recordset($16::json)
  AS mail(to_address varchar, subject varchar, text_body text, html_body text, template varchar,
    plan_share_token varchar)
RETURNING id`;

/** Stores a new request with everything that belongs to it; returns the ids of its mails. */
export async function storeIncomingRequest(dataSource: DataSource, row: IncomingRow): Promise<string[]> {
  const mails = row.mails.map((mail) => ({
    to_address: mail.toAddress,
    subject: mail.subject,
    text_body: mail.textBody,
    html_body: mail.htmlBody ?? null,
    template: mail.template,
    plan_share_token: mail.planShareToken ?? null,
  }));
  const inserted: { id: string }[] = await dataSource.query(INSERT_REQUEST, [
    row.id,
    RequestStatus.NEW,
    row.houseId,
    row.contactPersonId,
    row.constructionStageId,
    row.firstName,
    row.lastName,
    CustomerRequest.fullNameOf(row.firstName, row.lastName),
    row.email,
    row.phoneNumber,
    row.place,
    row.propertyNumber,
    row.notes,
    row.createdAt,
    row.workIds,
    JSON.stringify(mails),
    row.privacyConsentAt,
    row.privacyVersion,
    row.stampContactPersonId,
    row.houseHeading,
    row.sunDate,
    row.planShareToken,
    JSON.stringify(row.snapshot),
  ]);
  return inserted.map((mail) => mail.id);
}
