import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ConstructionMethod, ImageType, PropertyShape, RoofShape } from '@hauskonfig/shared';
import type { Response } from 'express';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { Public } from '../auth/decorators/public.decorator.js';
import { sendCachedJson } from '../common/http/send-cached-json.js';
import { OptionalEnumPipe } from '../common/validation/optional-enum.pipe.js';
import { UuidParam } from '../common/validation/uuid-param.pipe.js';
import { parseCatalogueFilter } from './catalogue-filter.js';
import { HouseImageListResponse } from './dto/house-image-list.response.js';
import { HouseResponse } from './dto/house.response.js';
import { HousesService } from './houses.service.js';

@ApiTags('houses')
@Public()
@Controller('houses')
export class HousesController {
  constructor(private readonly houses: HousesService) {}

  @Get('templates')
  @ApiQuery({ name: 'from', required: false, type: Number, description: 'Smallest living area in m²' })
  @ApiQuery({ name: 'to', required: false, type: Number, description: 'Largest living area in m²' })
  @ApiQuery({ name: 'propertyShape', required: false, enum: PropertyShape })
  @ApiQuery({ name: 'constructionMethod', required: false, enum: ConstructionMethod })
  @ApiQuery({ name: 'roofShape', required: false, enum: RoofShape })
  @ApiOkResponse({ type: [HouseResponse], description: 'Published template houses; ETag, answers 304 when unchanged' })
  async catalogue(
    @Query() query: Record<string, unknown>,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    sendCachedJson(response, await this.houses.catalogue(parseCatalogueFilter(query)), ifNoneMatch);
  }

  @Get(':id')
  @ApiOkResponse({ type: HouseResponse })
  @ApiNotFoundResponse({ description: 'HOUSE_NOT_FOUND' })
  @ApiForbiddenResponse({
    description: 'VIEW_FORBIDDEN: a custom house of someone else; WRONG_STATUS: the own request is not released',
  })
  async get(
    @Param('id', UuidParam) id: string,
    @CurrentUser() user: AuthUser | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    // A published template house is the same for everyone: one cached answer serves all.
    const cached = await this.houses.publicHouse(id);
    if (cached) sendCachedJson(response, cached, ifNoneMatch);
    else response.json(await this.houses.get(id, user));
  }

  @Get(':id/image-list')
  @ApiQuery({ name: 'type', enum: ImageType, required: false })
  @ApiOkResponse({ type: HouseImageListResponse })
  async imageList(
    @Param('id', UuidParam) id: string,
    @Query('type', new OptionalEnumPipe(ImageType, 'type')) type: ImageType | undefined,
    @CurrentUser() user: AuthUser | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const cached = await this.houses.publicImageList(id, type);
    if (cached) sendCachedJson(response, cached, ifNoneMatch);
    else response.json(await this.houses.imageList(id, type, user));
  }
}
