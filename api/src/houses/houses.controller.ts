import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ImageType } from '@hauskonfig/shared';
import type { Response } from 'express';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { Public } from '../auth/decorators/public.decorator.js';
import { OptionalEnumPipe } from '../common/validation/optional-enum.pipe.js';
import { UuidParam } from '../common/validation/uuid-param.pipe.js';
import { CatalogueQueryDto } from './dto/catalogue-query.dto.js';
import { HouseImageListResponse } from './dto/house-image-list.response.js';
import { HouseResponse } from './dto/house.response.js';
import { HousesService } from './houses.service.js';

@ApiTags('houses')
@Public()
@Controller('houses')
export class HousesController {
  constructor(private readonly houses: HousesService) {}

  @Get('templates')
  @ApiOkResponse({ type: [HouseResponse], description: 'Published template houses; ETag, answers 304 when unchanged' })
  async catalogue(
    @Query() filter: CatalogueQueryDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const body = await this.houses.catalogue(filter);
    response.setHeader('ETag', body.etag);
    response.setHeader('Cache-Control', 'no-cache');
    if (ifNoneMatch === body.etag) {
      response.status(304).end();
      return;
    }
    response.type('application/json').send(body.json);
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
