/** The parts of a construction stage the chain rules need; ConstructionStageDto fits it. */
export interface ConstructionStageLike {
  id: string;
  name: string;
  constructionStageChildId: string | null;
  constructionWorks: { id: string }[];
}

/** What a chain walk needs of a stage. */
export type StageLink = Pick<ConstructionStageLike, 'id' | 'constructionStageChildId'>;

/**
 * The stage followed by its child, the child's child, and so on. Stops at a missing
 * child id and before a stage repeats, so bad data cannot loop forever.
 */
export function stageChain<T extends StageLink>(stages: readonly T[], stageId: string): T[] {
  const byId = new Map(stages.map((stage) => [stage.id, stage] as const));
  const chain: T[] = [];
  const seen = new Set<string>();
  let current = byId.get(stageId);
  while (current !== undefined && !seen.has(current.id)) {
    chain.push(current);
    seen.add(current.id);
    current = current.constructionStageChildId === null ? undefined : byId.get(current.constructionStageChildId);
  }
  return chain;
}

/** Selecting a stage selects its works and those of its child chain (spec section 4), each once, in order. */
export function selectStageWorkIds(stages: readonly ConstructionStageLike[], stageId: string): string[] {
  const ids = stageChain(stages, stageId).flatMap((stage) => stage.constructionWorks.map((work) => work.id));
  return [...new Set(ids)];
}

/**
 * The stage a set of chosen works stands for: of the stages the works belong to, the one whose
 * chain includes the most of them (all, when the visitor picked a stage and kept its included
 * stages' works); the first such in `stageIds` order on a tie. Null without any stage.
 */
export function outermostStageId(stages: readonly StageLink[], stageIds: readonly string[]): string | null {
  const chosen = [...new Set(stageIds)];
  let best: { id: string; covered: number } | null = null;
  for (const id of chosen) {
    const chain = new Set(stageChain(stages, id).map((stage) => stage.id));
    const covered = chosen.filter((other) => chain.has(other)).length;
    if (!best || covered > best.covered) best = { id, covered };
  }
  return best?.id ?? null;
}
