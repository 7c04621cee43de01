import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Role, type HouseUsageDto } from '@hauskonfig/shared';
import type { Response } from 'express';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { parseListQuery, type RawListQuery, setContentRange } from '../common/rest/list-query.js';
import { UuidParam } from '../common/validation/uuid-param.pipe.js';
import { ADMIN_HOUSE_SORT, AdminHousesService } from './admin-houses.service.js';
import { HouseAdminResponse } from './dto/house.response.js';
import { CreateHouseDto, PublishHouseDto, UpdateHouseDto } from './dto/save-house.dto.js';

@ApiTags('admin/houses')
@ApiBearerAuth()
@Roles(Role.ROLE_CONTACT_PERSON)
@Controller('admin/houses/templates')
export class AdminHousesController {
  constructor(private readonly houses: AdminHousesService) {}

  @Get()
  @ApiQuery({ name: 'sort', required: false, example: '["name","ASC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiQuery({ name: 'filter', required: false, example: '{"q":"Villa","published":true}' })
  @ApiOkResponse({ type: [HouseAdminResponse], description: 'Content-Range: houses 0-24/N' })
  async list(
    @Query() raw: RawListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<HouseAdminResponse[]> {
    const query = parseListQuery(raw, ADMIN_HOUSE_SORT, ['updatedAt', 'DESC']);
    const { rows, total } = await this.houses.list(query);
    setContentRange(response, 'houses', query, total, rows.length);
    return rows;
  }

  @Post('publish')
  @HttpCode(200)
  @ApiOkResponse({ type: HouseAdminResponse })
  @ApiUnprocessableEntityResponse({ description: 'PUBLISH_INCOMPLETE with the missing items in German' })
  publish(@Body() body: PublishHouseDto): Promise<HouseAdminResponse> {
    return this.houses.publish(body.id, body.publishHouse);
  }

  @Get(':id/usage')
  @ApiOkResponse({ description: 'The customer requests using the house ({requests: [{id, customerName}]})' })
  usage(@Param('id', UuidParam) id: string): Promise<HouseUsageDto> {
    return this.houses.usage(id);
  }

  @Get(':id')
  @ApiOkResponse({ type: HouseAdminResponse })
  get(@Param('id', UuidParam) id: string): Promise<HouseAdminResponse> {
    return this.houses.get(id);
  }

  @Post()
  @ApiOkResponse({ type: HouseAdminResponse })
  create(@Body() body: CreateHouseDto): Promise<HouseAdminResponse> {
    return this.houses.create(body);
  }

  @Put(':id')
  @ApiOkResponse({ type: HouseAdminResponse })
  update(@Param('id', UuidParam) id: string, @Body() body: UpdateHouseDto): Promise<HouseAdminResponse> {
    return this.houses.update(id, body);
  }

  @Delete(':id')
  @ApiOkResponse({ type: HouseAdminResponse, description: 'The deleted house; its files are removed too' })
  @ApiConflictResponse({ description: 'HOUSE_IN_USE while customer requests use the house' })
  remove(@Param('id', UuidParam) id: string): Promise<HouseAdminResponse> {
    return this.houses.remove(id);
  }
}
