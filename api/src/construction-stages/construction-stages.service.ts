import { Injectable } from '@nestjs/common';
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
   * All stages with their works. They change only with a release (migrations), never by staff,
   * so every instance keeps them (shared: callers must not change them).
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
      })),
    }));
  }
}
