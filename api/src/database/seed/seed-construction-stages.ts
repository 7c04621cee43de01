import type { EntityManager } from 'typeorm';
import { ConstructionStage } from '../../construction-stages/construction-stage.entity.js';
import { ConstructionWorkKind } from '@hauskonfig/shared';
import { ConstructionWork } from '../../construction-stages/construction-work.entity.js';
import { CONSTRUCTION_STAGES } from './construction-stages.data.js';

/** Inserts or updates the stages and works by identifier; running it twice changes nothing. */
export async function seedConstructionStages(manager: EntityManager): Promise<void> {
  const stages = manager.getRepository(ConstructionStage);
  const works = manager.getRepository(ConstructionWork);
  const idByIdentifier = new Map<string, string>();

  for (const [position, seed] of CONSTRUCTION_STAGES.entries()) {
    await stages.upsert(
      { identifier: seed.identifier, name: seed.name, description: seed.description, position },
      { conflictPaths: ['identifier'] },
    );
    const stage = await stages.findOneByOrFail({ identifier: seed.identifier });
    idByIdentifier.set(seed.identifier, stage.id);
    await works.upsert(
      seed.works.map((work, index) => ({
        identifier: work.identifier,
        name: work.name,
        kind: work.kind ?? ConstructionWorkKind.OPTION,
        position: index,
        constructionStageId: stage.id,
      })),
      { conflictPaths: ['identifier'] },
    );
  }
  for (const seed of CONSTRUCTION_STAGES) {
    const childId = seed.child ? (idByIdentifier.get(seed.child) ?? null) : null;
    await stages.update({ identifier: seed.identifier }, { constructionStageChildId: childId });
  }
}
