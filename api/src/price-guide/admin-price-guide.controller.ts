import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role } from '@hauskonfig/shared';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { AdminPriceGuideResponse } from './dto/price-guide.response.js';
import { SavePriceGuideDto } from './dto/save-price-guide.dto.js';
import { PriceGuideService } from './price-guide.service.js';

@ApiTags('admin/price-guide')
@ApiBearerAuth()
@Roles(Role.ROLE_CONTACT_PERSON)
@Controller('admin/price-guide')
export class AdminPriceGuideController {
  constructor(private readonly priceGuide: PriceGuideService) {}

  @Get()
  @ApiOkResponse({ type: AdminPriceGuideResponse })
  get(): Promise<AdminPriceGuideResponse> {
    return this.priceGuide.adminView();
  }

  @Put()
  @ApiOkResponse({ type: AdminPriceGuideResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED, naming the field (e.g. extraCosts.0.fixedCents)' })
  save(@Body() body: SavePriceGuideDto): Promise<AdminPriceGuideResponse> {
    return this.priceGuide.save(body);
  }
}
