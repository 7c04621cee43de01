import {
  RequestStatus,
  type ConstructionMethod,
  type CreateCustomerRequestInput,
  type CustomHouseDataDto,
  type PropertyShape,
  type RoofShape,
  type UpdateCustomerRequestInput,
} from '@hauskonfig/shared';
import { areaValue } from '../../template-houses/common/area-value';

type FormValues = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Optional texts and ids: an emptied input clears the value on the server. */
const optional = (value: unknown) => {
  const trimmed = text(value);
  return trimmed === '' ? null : trimmed;
};

const personalData = (data: FormValues): CreateCustomerRequestInput => ({
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

const isValues = (value: unknown): value is FormValues => typeof value === 'object' && value !== null;

/** The custom house's data; the form holds null for a template house, and then nothing is sent. */
const customHouseData = (data: unknown): { customHouse?: CustomHouseDataDto } => {
  if (!isValues(data)) return {};
  return {
    customHouse: {
      name: text(data.name),
      propertyShape: (optional(data.propertyShape) as PropertyShape | null) ?? null,
      constructionMethod: (optional(data.constructionMethod) as ConstructionMethod | null) ?? null,
      roofShape: (optional(data.roofShape) as RoofShape | null) ?? null,
      sizeInSqm: areaValue(data.sizeInSqm),
      propertyNumber: optional(data.propertyNumber),
      location: optional(data.location),
    },
  };
};

/** Body of PUT /admin/customer-requests/{id}: only what staff may change, no read-only fields. */
export const toUpdatePayload = (data: FormValues): UpdateCustomerRequestInput => ({
  ...personalData(data),
  constructionStageId: optional(data.constructionStageId),
  constructionWorkIds: Array.isArray(data.constructionWorkIds)
    ? data.constructionWorkIds.filter((id): id is string => typeof id === 'string')
    : [],
  ...customHouseData(data.customHouse),
});
