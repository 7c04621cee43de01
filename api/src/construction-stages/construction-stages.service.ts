import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ConstructionStage } from './construction-stage.entity.js';
import { ConstructionStageResponse } from './dto/construction-stage.response.js';

@Injectable()
export class ConstructionStagesService {
  constructor(@InjectRepository(ConstructionStage) private readonly stages: Repository<ConstructionStage>) {}

  async list(): Promise<ConstructionStageResponse[]> {
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
