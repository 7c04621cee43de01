import type { ConstructionWorkKind } from '../enums/construction-work-kind.js';

export interface ConstructionWorkDto {
  id: string;
  name: string;
  description: string | null;
  kind: ConstructionWorkKind;
  /** Surcharge of an optional work in cents (incl. VAT); null: included, or "Preis auf Anfrage". */
  priceCents: number | null;
}

/** A construction stage (Ausbaustufe); its child stage is included in it. */
export interface ConstructionStageDto {
  id: string;
  identifier: string;
  name: string;
  description: string | null;
  constructionStageChildId: string | null;
  constructionWorks: ConstructionWorkDto[];
}
