import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { Role } from '@hauskonfig/shared';
import type { Response } from 'express';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { parseListQuery, type RawListQuery, setContentRange } from '../common/rest/list-query.js';
import { UuidParam } from '../common/validation/uuid-param.pipe.js';
import { AdminCustomerRequestsService } from './admin-customer-requests.service.js';
import { CustomerCredentialsService } from './customer-credentials.service.js';
import { CustomerRequestViewsService } from './customer-request-views.service.js';
import { CredentialsResponse } from './dto/credentials.response.js';
import { CustomerRequestAdminResponse } from './dto/customer-request-admin.response.js';
import { CustomerRequestViewResponse } from './dto/customer-request-view.response.js';
import { CreateCustomerRequestDto, UpdateCustomerRequestDto } from './dto/save-customer-request.dto.js';
import { ReleaseRequestDto } from './dto/release-request.dto.js';
import { ReleaseResultResponse } from './dto/release-result.response.js';
import { RequestHousesService } from './request-houses.service.js';
import { RequestReleaseService } from './request-release.service.js';
import { ADMIN_REQUEST_SORT } from './request-list-page.js';

@ApiTags('admin/customer-requests')
@ApiBearerAuth()
@Roles(Role.ROLE_CONTACT_PERSON)
@Controller('admin/customer-requests')
export class AdminCustomerRequestsController {
  constructor(
    private readonly requests: AdminCustomerRequestsService,
    private readonly houses: RequestHousesService,
    private readonly credentials: CustomerCredentialsService,
    private readonly views: CustomerRequestViewsService,
    private readonly releases: RequestReleaseService,
  ) {}

  @Get()
  @ApiQuery({ name: 'sort', required: false, example: '["createdAt","DESC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiQuery({
    name: 'filter',
    required: false,
    example: '{"fullName":"max muster","status":"NEW"}',
    description: 'fullName, email, phoneNumber (contains, case and first space ignored), status, contactPersonId, q',
  })
  @ApiOkResponse({ type: [CustomerRequestAdminResponse], description: 'Content-Range: customer-requests 0-24/N' })
  async list(
    @Query() raw: RawListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CustomerRequestAdminResponse[]> {
    const query = parseListQuery(raw, ADMIN_REQUEST_SORT, ['createdAt', 'DESC']);
    const { rows, total } = await this.requests.list(query);
    setContentRange(response, 'customer-requests', query, total, rows.length);
    return rows;
  }

  @Get(':id')
  @ApiOkResponse({ type: CustomerRequestAdminResponse, description: 'With the status history' })
  @ApiNotFoundResponse({ description: 'REQUEST_NOT_FOUND' })
  get(@Param('id', UuidParam) id: string): Promise<CustomerRequestAdminResponse> {
    return this.requests.get(id);
  }

  @Get(':id/preview')
  @ApiOkResponse({ type: CustomerRequestViewResponse, description: 'Exactly what the customer would see' })
  @ApiForbiddenResponse({ description: 'WRONG_STATUS unless IN_PLANNING or SOLD' })
  preview(@Param('id', UuidParam) id: string): Promise<CustomerRequestViewResponse> {
    return this.views.released(id);
  }

  @Post()
  @ApiCreatedResponse({ type: CustomerRequestAdminResponse })
  create(@Body() body: CreateCustomerRequestDto, @CurrentUser() user: AuthUser): Promise<CustomerRequestAdminResponse> {
    return this.requests.create(body, user);
  }

  @Put(':id')
  @ApiOkResponse({ type: CustomerRequestAdminResponse })
  update(
    @Param('id', UuidParam) id: string,
    @Body() body: UpdateCustomerRequestDto,
    @CurrentUser() user: AuthUser,
  ): Promise<CustomerRequestAdminResponse> {
    return this.requests.update(id, body, user);
  }

  @Delete(':id')
  @ApiOkResponse({ type: CustomerRequestAdminResponse, description: 'The deleted request; its custom house goes too' })
  remove(@Param('id', UuidParam) id: string): Promise<CustomerRequestAdminResponse> {
    return this.requests.remove(id);
  }

  @Put(':id/assign-template-house/:houseId')
  @ApiOkResponse({ type: CustomerRequestAdminResponse, description: 'A custom house assigned before is deleted' })
  @ApiNotFoundResponse({ description: 'REQUEST_NOT_FOUND or HOUSE_NOT_FOUND (no template house)' })
  async assignTemplateHouse(
    @Param('id', UuidParam) id: string,
    @Param('houseId', UuidParam) houseId: string,
  ): Promise<CustomerRequestAdminResponse> {
    await this.houses.assignTemplate(id, houseId);
    return this.requests.get(id);
  }

  @Put(':id/assign-custom-house')
  @ApiOkResponse({
    type: CustomerRequestAdminResponse,
    description: 'Copies the template (images, 3D models) into a custom house; kept if one exists',
  })
  @ApiNotFoundResponse({ description: 'REQUEST_NOT_FOUND' })
  async assignCustomHouse(@Param('id', UuidParam) id: string): Promise<CustomerRequestAdminResponse> {
    await this.houses.assignCustom(id);
    return this.requests.get(id);
  }

  @Post(':id/release')
  @HttpCode(200)
  @ApiOkResponse({
    type: ReleaseResultResponse,
    description:
      'Status In Planung (recorded), access data made if missing (the password only in this answer), optionally a mail to the customer',
  })
  @ApiNotFoundResponse({ description: 'REQUEST_NOT_FOUND' })
  @ApiConflictResponse({
    description: 'RELEASE_IN_PROGRESS: another release or new password of this request is running',
  })
  release(
    @Param('id', UuidParam) id: string,
    @Body() body: ReleaseRequestDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ReleaseResultResponse> {
    return this.releases.release(id, body, user);
  }

  @Post(':id/withdraw-release')
  @HttpCode(200)
  @ApiOkResponse({
    type: CustomerRequestAdminResponse,
    description: "Status In Verhandlung (recorded); the customer's sessions end, the access data stay",
  })
  @ApiNotFoundResponse({ description: 'REQUEST_NOT_FOUND' })
  @ApiConflictResponse({ description: 'REQUEST_NOT_RELEASED' })
  async withdrawRelease(
    @Param('id', UuidParam) id: string,
    @CurrentUser() user: AuthUser,
  ): Promise<CustomerRequestAdminResponse> {
    await this.releases.withdraw(id, user);
    return this.requests.get(id);
  }

  @Post(':id/generate-credentials')
  @ApiCreatedResponse({ type: CredentialsResponse, description: 'The new password is shown only in this answer' })
  @ApiNotFoundResponse({ description: 'REQUEST_NOT_FOUND' })
  @ApiConflictResponse({
    description:
      'REQUEST_NOT_RELEASED: access data come with the release; RELEASE_IN_PROGRESS: a release or new password of this request is running',
  })
  generateCredentials(@Param('id', UuidParam) id: string, @CurrentUser() user: AuthUser): Promise<CredentialsResponse> {
    return this.credentials.generate(id, user);
  }
}
