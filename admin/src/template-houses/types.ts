import type { ConstructionMethod, PropertyShape, RoofShape } from '@hauskonfig/shared';
import type { RaRecord } from 'react-admin';

/** A row of admin/houses/templates. Drafts may lack every field but the name. */
export interface TemplateHouseRecord extends RaRecord<string> {
  name: string;
  propertyShape: PropertyShape | null;
  constructionMethod: ConstructionMethod | null;
  roofShape: RoofShape | null;
  sizeInSqm: number | null;
  contactPersonId: string | null;
  propertyNumber: string | null;
  location: string | null;
  published: boolean;
  defaultHouseViewId: string | null;
  thumbnailUrl: string | null;
  houseViewCount: number;
  referenceImageCount: number;
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
