import type { CatalogueHouseDto } from '@hauskonfig/shared';
import type { RaRecord } from 'react-admin';

/** A row of admin/houses/templates: the house with its counts. Drafts may lack every field but the name. */
export interface TemplateHouseRecord extends Omit<CatalogueHouseDto, 'kind'>, RaRecord<string> {
  houseViewCount: number;
  referenceImageCount: number;
  /** GET by id of a custom house: the request it belongs to, where it is edited. */
  customerRequestId?: string | null;
}

/** The fields staff edit; create and update send only these. */
export const EDITABLE_HOUSE_FIELDS = [
  'name',
  'propertyShape',
  'constructionMethod',
  'roofShape',
  'sizeInSqm',
  'contactPersonId',
  'propertyNumber',
  'location',
] as const;

export type HouseFields = Pick<TemplateHouseRecord, (typeof EDITABLE_HOUSE_FIELDS)[number]>;
