import { Controller, Get, Headers, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/decorators/public.decorator.js';
import { sendCachedJson } from '../common/http/send-cached-json.js';
import { PriceGuideResponse } from './dto/price-guide.response.js';
import { PriceGuideService } from './price-guide.service.js';

@ApiTags('price-guide')
@Public()
@Controller('price-guide')
export class PriceGuideController {
  constructor(private readonly priceGuide: PriceGuideService) {}

  @Get()
  @ApiOkResponse({
    type: PriceGuideResponse,
    description: 'Preisstand, disclaimer, extra building costs and the financing defaults',
  })
  async get(@Headers('if-none-match') ifNoneMatch: string | undefined, @Res() response: Response): Promise<void> {
    sendCachedJson(response, await this.priceGuide.publicAnswer(), ifNoneMatch);
  }
}
