import { RequestStatus } from '@hauskonfig/shared';

type FormValues = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Optional texts and ids: an emptied input clears the value on the server. */
const optional = (value: unknown) => {
  const trimmed = text(value);
  return trimmed === '' ? null : trimmed;
};

const personalData = (data: FormValues) => ({
  firstName: text(data.firstName),
  lastName: text(data.lastName),
  email: text(data.email),
  phoneNumber: text(data.phoneNumber),
  place: optional(data.place),
  propertyNumber: optional(data.propertyNumber),
  notes: optional(data.notes),
  status: (data.status as RequestStatus | undefined) ?? RequestStatus.NEW,
  contactPersonId: optional(data.contactPersonId),
});

/** Body of POST /admin/customer-requests. */
export const toCreatePayload = (data: FormValues) => personalData(data);

/** Body of PUT /admin/customer-requests/{id}: only what staff may change, no read-only fields. */
export const toUpdatePayload = (data: FormValues) => ({
  ...personalData(data),
  constructionStageId: optional(data.constructionStageId),
  constructionWorkIds: Array.isArray(data.constructionWorkIds)
    ? data.constructionWorkIds.filter((id): id is string => typeof id === 'string')
    : [],
});
