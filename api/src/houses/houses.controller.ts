import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ConstructionMethod, ImageType, PropertyShape, RoofShape } from '@hauskonfig/shared';
import type { Response } from 'express';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { Public } from '../auth/decorators/public.decorator.js';
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
    const cached = await this.houses.catalogue(parseCatalogueFilter(query));
    response.setHeader('ETag', cached.etag);
    response.setHeader('Cache-Control', 'no-cache');
    if (ifNoneMatch === cached.etag) {
      response.status(304).end();
      return;
    }
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', String(cached.body.length));
    response.end(cached.body);
  }

  @Get(':id')
  @ApiOkResponse({ type: HouseResponse })
  @ApiNotFoundResponse({ description: 'HOUSE_NOT_FOUND' })
  @ApiForbiddenResponse({ description: 'VIEW_FORBIDDEN: a custom house of someone else' })
  get(@Param('id', UuidParam) id: string, @CurrentUser() user: AuthUser | undefined): Promise<HouseResponse> {
    return this.houses.get(id, user);
  }

  @Get(':id/image-list')
  @ApiQuery({ name: 'type', enum: ImageType, required: false })
  @ApiOkResponse({ type: HouseImageListResponse })
  imageList(
    @Param('id', UuidParam) id: string,
    @Query('type', new OptionalEnumPipe(ImageType, 'type')) type: ImageType | undefined,
    @CurrentUser() user: AuthUser | undefined,
  ): Promise<HouseImageListResponse> {
    return this.houses.imageList(id, type, user);
  }
}
