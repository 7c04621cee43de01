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
  /**
   * Guide prices in cents (incl. VAT) by construction stage id, for the stages the house can be
   * built to; a stage not listed has no price ("Preis auf Anfrage").
   */
  stagePrices: Record<string, number>;
}

/**
 * A row of GET admin/houses/templates (and every answer of its changes): the house plus what the
 * list shows about its files. TDate is Date in the API and the ISO 8601 string it becomes over JSON.
 */
export interface HouseAdminDto<TDate = string> extends CatalogueHouseDto {
  /** Number of 3D models. */
  houseViewCount: number;
  /** Number of reference images. */
  referenceImageCount: number;
  createdAt: TDate;
  updatedAt: TDate;
  /** Only on GET by id: for a custom house, the request it belongs to (where it is edited). */
  customerRequestId?: string | null;
}
