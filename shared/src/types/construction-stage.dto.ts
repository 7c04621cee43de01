import type { ConstructionWorkKind } from '../enums/construction-work-kind.js';

export interface ConstructionWorkDto {
  id: string;
  name: string;
  description: string | null;
  kind: ConstructionWorkKind;
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
