import type { ConstructionMethod } from '../enums/construction-method.js';
import type { HouseKind } from '../enums/house-kind.js';
import type { PropertyShape } from '../enums/property-shape.js';
import type { RoofShape } from '../enums/roof-shape.js';

/**
 * A house as GET houses/templates, GET houses/{id} and the customer's request answer it: a custom
 * house may still lack the catalogue fields, hence the nulls.
 */
export interface CatalogueHouseDto {
  id: string;
  kind: HouseKind;
  name: string;
  propertyShape: PropertyShape | null;
  constructionMethod: ConstructionMethod | null;
  roofShape: RoofShape | null;
  /** Living area in m². */
  sizeInSqm: number | null;
  contactPersonId: string | null;
  propertyNumber: string | null;
  /** Cadastral municipality (Katastralgemeinde). */
  location: string | null;
  published: boolean;
  defaultHouseViewId: string | null;
  /** URL of the preview image. */
  thumbnailUrl: string | null;
}
