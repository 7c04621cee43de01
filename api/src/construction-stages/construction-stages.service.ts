import { Injectable } from '@nestjs/common';
import { ConstructionWorkKind } from '@hauskonfig/shared';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CatalogueCache } from '../houses/catalogue-cache.js';
import { ConstructionStage } from './construction-stage.entity.js';
import { ConstructionStageResponse } from './dto/construction-stage.response.js';

@Injectable()
export class ConstructionStagesService {
  constructor(
    @InjectRepository(ConstructionStage) private readonly stages: Repository<ConstructionStage>,
    private readonly cache: CatalogueCache,
  ) {}

  /**
   * All stages with their works. Their names change only with a release (migrations), their
   * surcharges when staff save the prices (which drops the catalogue cache), so every instance keeps them (shared: callers must not change them).
   */
  list(): Promise<ConstructionStageResponse[]> {
    return this.cache.value('construction-stages', () => this.load());
  }

  private async load(): Promise<ConstructionStageResponse[]> {
    const stages = await this.stages.find({
      relations: { constructionWorks: true },
      order: { position: 'ASC', constructionWorks: { position: 'ASC' } },
    });
    return stages.map((stage) => ({
      id: stage.id,
      identifier: stage.identifier,
      name: stage.name,
      description: stage.description,
      constructionStageChildId: stage.constructionStageChildId,
      constructionWorks: (stage.constructionWorks ?? []).map((work) => ({
        id: work.id,
        name: work.name,
        description: work.description,
        kind: work.kind,
        // Only an optional work has a surcharge; an included one is part of the stage's price.
        priceCents: work.kind === ConstructionWorkKind.ADDITIONAL_OPTION ? work.priceCents : null,
      })),
    }));
  }
}
