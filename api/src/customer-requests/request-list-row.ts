import type { HouseKind } from '@hauskonfig/shared';
import type { CustomerRequestAdminResponse } from './dto/customer-request-admin.response.js';

/** The staff row's own columns, named like the response fields. */
export const ROW_COLUMNS = `r.id, r.created_at AS "createdAt", r.updated_at AS "updatedAt", r.status,
  r.full_name AS "fullName", r.first_name AS "firstName", r.last_name AS "lastName", r.email,
  r.phone_number AS "phoneNumber", r.place, r.property_number AS "propertyNumber", r.notes,
  r.house_id AS "houseId", r.contact_person_id AS "contactPersonId",
  r.construction_stage_id AS "constructionStageId", r.login_code AS "loginCode",
  r.credentials_generated_at AS "credentialsGeneratedAt", r.privacy_consent_at AS "privacyConsentAt",
  r.privacy_version AS "privacyVersion", r.house_heading AS "houseHeading", r.sun_date AS "sunDate"`;

export interface RequestListRow extends Omit<CustomerRequestAdminResponse, 'house' | 'contactPerson'> {
  houseName: string | null;
  houseKind: HouseKind | null;
  houseSourceTemplateId: string | null;
  contactPersonName: string | null;
  /** Only from pageWithTotal. */
  total?: number;
}

/** The staff response of one list row. */
export function toAdminRow(row: RequestListRow): CustomerRequestAdminResponse {
  const { houseName, houseKind, houseSourceTemplateId, contactPersonName, total: _total, ...request } = row;
  return {
    ...request,
    house:
      request.houseId !== null && houseName !== null && houseKind !== null
        ? { id: request.houseId, name: houseName, kind: houseKind, sourceTemplateId: houseSourceTemplateId }
        : null,
    contactPerson:
      request.contactPersonId !== null && contactPersonName !== null
        ? { id: request.contactPersonId, name: contactPersonName }
        : null,
  };
}
