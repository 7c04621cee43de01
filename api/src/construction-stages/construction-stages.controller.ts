import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ConstructionStagesService } from './construction-stages.service.js';
import { ConstructionStageResponse } from './dto/construction-stage.response.js';
import { Public } from '../auth/decorators/public.decorator.js';

@ApiTags('construction-stages')
@Public()
@Controller('construction-stages')
export class ConstructionStagesController {
  constructor(private readonly service: ConstructionStagesService) {}

  @Get()
  @ApiOkResponse({ type: [ConstructionStageResponse], description: 'All stages with their works and child stage' })
  list(): Promise<ConstructionStageResponse[]> {
    return this.service.list();
  }
}
