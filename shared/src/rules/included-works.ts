import { ConstructionWorkKind } from '../enums/construction-work-kind.js';
import { stageChain, type StageLink } from './stage-chain.js';

/** What the included-works rule needs of a stage; ConstructionStageDto fits it. */
export interface StageWithWorkKinds extends StageLink {
  name: string;
  constructionWorks: { id: string; name: string; kind: ConstructionWorkKind }[];
}

/**
 * The works a stage's guide price includes: the included works (not the Zusatzoptionen) of the
 * stage and of the stages it contains. They come with the stage and cannot be left out: the
 * price would still hold them (spec: selecting a stage selects its works and its chain's).
 */
export function includedWorks<T extends StageWithWorkKinds>(
  stages: readonly T[],
  stageId: string,
): T['constructionWorks'][number][] {
  return stageChain(stages, stageId).flatMap((stage) =>
    stage.constructionWorks.filter((work) => work.kind === ConstructionWorkKind.OPTION),
  );
}

/** The included works of the stage that the chosen works leave out, in the stage's order. */
export function missingIncludedWorks<T extends StageWithWorkKinds>(
  stages: readonly T[],
  stageId: string,
  workIds: Iterable<string>,
): T['constructionWorks'][number][] {
  const chosen = new Set(workIds);
  return includedWorks(stages, stageId).filter((work) => !chosen.has(work.id));
}
