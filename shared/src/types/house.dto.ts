import { ConstructionMethod } from '../enums/construction-method.js';
import { PropertyShape } from '../enums/property-shape.js';
import { RoofShape } from '../enums/roof-shape.js';

/** A house as the API returns it; views and images come from their own calls. */
export interface HouseDto {
  id: string;
  name: string;
  propertyShape: PropertyShape;
  constructionMethod: ConstructionMethod;
  roofShape: RoofShape;
  /** Living area in m². */
  sizeInSqm: number;
  contactPersonId: string | null;
  published: boolean;
  defaultHouseViewId: string | null;
  propertyNumber: string | null;
  /** Cadastral municipality (Katastralgemeinde). */
  location: string | null;
}
