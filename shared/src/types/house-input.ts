import type { CatalogueHouseDto } from './catalogue-house.dto.js';

/** The fields of a template house staff edit; create and update take only these. */
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

export type EditableHouseField = (typeof EDITABLE_HOUSE_FIELDS)[number];

/**
 * Body of POST and PUT admin/houses/templates. Every field but the name may be left out, so a
 * draft can be saved (publishing checks them); null clears one.
 */
export type HouseInput = Pick<CatalogueHouseDto, 'name'> &
  Partial<Pick<CatalogueHouseDto, Exclude<EditableHouseField, 'name'>>> & {
    /** Replaces all the house's stage prices when given; null or a missing stage: no price. */
    stagePrices?: Record<string, number | null>;
  };

/** A request's own house has no contact person of its own: the request's is assigned. */
type CustomHouseField = Exclude<EditableHouseField, 'contactPersonId'>;

export const CUSTOM_HOUSE_FIELDS = EDITABLE_HOUSE_FIELDS.filter(
  (field): field is CustomHouseField => field !== 'contactPersonId',
);

/** The data of a request's own house that staff edit on the request page (GET by id answers it). */
export type CustomHouseDataDto = Pick<CatalogueHouseDto, CustomHouseField>;

/** The same data as sent with the request page's save: like a template house's, all but the name may be left out. */
export type CustomHouseDataInput = Pick<CatalogueHouseDto, 'name'> &
  Partial<Pick<CatalogueHouseDto, Exclude<CustomHouseField, 'name'>>>;

/** Body of POST admin/houses/templates/publish. */
export interface PublishHouseInput {
  id: string;
  /** true publishes (if complete), false withdraws. */
  publishHouse: boolean;
}
