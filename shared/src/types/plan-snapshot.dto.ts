import type { ConstructionMethod } from '../enums/construction-method.js';
import type { ConstructionWorkKind } from '../enums/construction-work-kind.js';
import type { PropertyShape } from '../enums/property-shape.js';
import type { RoofShape } from '../enums/roof-shape.js';
import type { FinancingExample } from '../rules/financing.js';
import type { PriceBreakdown } from '../rules/price-guide.js';
import type { ContactPersonDto } from './contact-person.dto.js';
import type { HouseOrientation } from './house-orientation.js';
import type { FinancingDefaults } from './price-guide.dto.js';

/** The financing example as the visitor left it: their inputs and what they came to. */
export interface PlanFinancing extends FinancingDefaults {
  /** null while the total price is unknown ("Preis auf Anfrage"): there is nothing to finance yet. */
  example: FinancingExample | null;
}

/** The house of a plan as it was when the plan was taken; null fields were not set on the house. */
export interface PlanHouse {
  /** The template house, or null for a house planned without a template. */
  id: string | null;
  name: string;
  constructionMethod: ConstructionMethod | null;
  roofShape: RoofShape | null;
  sizeInSqm: number | null;
  /** URL of the preview image, if the house had one. */
  thumbnailUrl: string | null;
}

export interface PlanWork {
  id: string;
  name: string;
  kind: ConstructionWorkKind;
  /** The surcharge of an optional work in cents; null for an included work or one without a price. */
  priceCents: number | null;
}

/** The 3D model the visitor looked at, so staff know which version it was. */
export interface PlanModelVersion {
  houseViewId: string;
  name: string;
  /** Storage name of the shown file: a new upload gets a new one. */
  filename: string;
  /** ISO 8601 timestamp of its conversion; null when it was shown unconverted. */
  convertedAt: string | null;
}

/**
 * Exactly what a plan showed when it was sent or shared (issue 26): later changes to the house,
 * the stages or the prices never change it. It holds no personal data.
 */
export interface PlanSnapshotDto extends HouseOrientation {
  /** ISO 8601 timestamp the snapshot was taken. */
  takenAt: string;
  house: PlanHouse | null;
  plotShape: PropertyShape | null;
  stage: { id: string; name: string } | null;
  works: PlanWork[];
  /** The guide price: house + stage + options + extra costs, every unknown part null. */
  prices: PriceBreakdown & {
    /** Preisstand (YYYY-MM-DD) of the prices used; null: not set. */
    priceDate: string | null;
    disclaimer: string;
  };
  financing: PlanFinancing | null;
  model: PlanModelVersion | null;
  /** The contact person the visitor was given (staff, not personal data of the visitor). */
  contactPerson: Pick<ContactPersonDto, 'name' | 'email' | 'phoneNumber'> | null;
}

/**
 * What a plan to share or send is made from (the flow's choices): the API looks up names and prices
 * itself, so a snapshot never holds what the server did not show.
 */
export interface PlanChoicesInput extends Partial<HouseOrientation> {
  houseId?: string;
  constructionWorkIds: string[];
  /** The plot shape chosen in the flow; left out: the house's own. */
  plotShape?: PropertyShape;
  /** The financing example's inputs; left out: the plan has none. */
  financing?: FinancingDefaults;
}

/** POST plan-shares answers 201 with this; GET plan-shares/{token} answers the snapshot. */
export interface PlanShareDto {
  /** Random, unguessable: the link is the only key. */
  token: string;
  snapshot: PlanSnapshotDto;
}
