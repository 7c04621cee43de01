import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Role, type CreatedRequestDto } from '@hauskonfig/shared';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { Public } from '../auth/decorators/public.decorator.js';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { UuidParam } from '../common/validation/uuid-param.pipe.js';
import { CustomerContactResponse } from '../contact-people/dto/contact-assignment.response.js';
import { HouseResponse } from '../houses/dto/house.response.js';
import { CustomerRequestViewsService } from './customer-request-views.service.js';
import { CustomerRequestViewResponse } from './dto/customer-request-view.response.js';
import { clientIp } from '../common/http/client-ip.js';
import { IncomingRequestDto } from './dto/incoming-request.dto.js';
import { IncomingRequestsService } from './incoming-requests.service.js';

@ApiTags('customer-requests')
@Controller('customer-requests')
export class CustomerRequestsController {
  constructor(
    private readonly incoming: IncomingRequestsService,
    private readonly views: CustomerRequestViewsService,
  ) {}

  @Post('incoming')
  @Public()
  @ApiCreatedResponse({
    description:
      '{ id, status: NEW, createdAt, contactPerson }: the assigned person (public fields); the confirmation and their notice are queued',
  })
  @ApiUnprocessableEntityResponse({
    description:
      'Unknown works or a house that is not a published template; PRIVACY_CONSENT_REQUIRED without privacyConsent: true and privacyVersion',
  })
  @ApiConflictResponse({ description: 'PRIVACY_TEXT_CHANGED: privacyVersion is not the current one' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this address' })
  create(@Body() body: IncomingRequestDto, @Req() request: Request): Promise<CreatedRequestDto<Date>> {
    return this.incoming.create(body, clientIp(request));
  }

  @Get('for-me')
  @Roles(Role.ROLE_CUSTOMER)
  @ApiBearerAuth()
  @ApiOkResponse({ type: CustomerRequestViewResponse })
  @ApiForbiddenResponse({ description: 'WRONG_STATUS: only IN_PLANNING or SOLD are released' })
  forMe(@CurrentUser() user: AuthUser): Promise<CustomerRequestViewResponse> {
    return this.views.forCustomer(user);
  }

  // Before :id, which would take "for-me" for an id.
  @Get('for-me/contact-person')
  @Roles(Role.ROLE_CUSTOMER)
  @ApiBearerAuth()
  @ApiOkResponse({
    type: CustomerContactResponse,
    description: "In any status: the request's contact person if published, else whom the assignment rule names",
  })
  contactPerson(@CurrentUser() user: AuthUser): Promise<CustomerContactResponse> {
    return this.views.contactFor(user);
  }

  @Get(':id')
  @Roles(Role.ROLE_CUSTOMER)
  @ApiBearerAuth()
  @ApiOkResponse({ type: CustomerRequestViewResponse, description: 'Only the own request; others answer 404' })
  get(@Param('id', UuidParam) id: string, @CurrentUser() user: AuthUser): Promise<CustomerRequestViewResponse> {
    return this.views.forCustomer(user, id);
  }

  @Get(':id/custom-house')
  @Roles(Role.ROLE_CUSTOMER)
  @ApiBearerAuth()
  @ApiOkResponse({ type: HouseResponse })
  customHouse(@Param('id', UuidParam) id: string, @CurrentUser() user: AuthUser): Promise<HouseResponse> {
    return this.views.customHouse(user, id);
  }
}
