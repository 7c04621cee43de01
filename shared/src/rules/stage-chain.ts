/** The parts of a construction stage the chain rules need; ConstructionStageDto fits it. */
export interface ConstructionStageLike {
  id: string;
  name: string;
  constructionStageChildId: string | null;
  constructionWorks: { id: string }[];
}

/**
 * The stage followed by its child, the child's child, and so on. Stops at a missing
 * child id and before a stage repeats, so bad data cannot loop forever.
 */
export function stageChain<T extends ConstructionStageLike>(stages: readonly T[], stageId: string): T[] {
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
