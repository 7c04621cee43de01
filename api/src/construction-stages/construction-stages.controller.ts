import { Controller, Get, Headers, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ConstructionStagesService } from './construction-stages.service.js';
import { ConstructionStageResponse } from './dto/construction-stage.response.js';
import type { Response } from 'express';
import { Public } from '../auth/decorators/public.decorator.js';
import { sendCachedJson } from '../common/http/send-cached-json.js';
import { CatalogueCache } from '../houses/catalogue-cache.js';

@ApiTags('construction-stages')
@Public()
@Controller('construction-stages')
export class ConstructionStagesController {
  constructor(
    private readonly service: ConstructionStagesService,
    private readonly cache: CatalogueCache,
  ) {}

  @Get()
  @ApiOkResponse({ type: [ConstructionStageResponse], description: 'All stages with their works and child stage' })
  async list(@Headers('if-none-match') ifNoneMatch: string | undefined, @Res() response: Response): Promise<void> {
    sendCachedJson(response, await this.cache.get('construction-stages', () => this.service.list()), ifNoneMatch);
  }
}
