import { Body, Controller, Post, Req } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../auth/decorators/public.decorator.js';
import { clientIp } from '../common/http/client-ip.js';
import { IncomingRequestDto } from './dto/incoming-request.dto.js';
import { CreatedRequest, IncomingRequestsService } from './incoming-requests.service.js';

@ApiTags('customer-requests')
@Controller('customer-requests')
export class CustomerRequestsController {
  constructor(private readonly incoming: IncomingRequestsService) {}

  @Post('incoming')
  @Public()
  @ApiCreatedResponse({ description: '{ id, status: NEW, createdAt }; the confirmation mail is queued' })
  @ApiUnprocessableEntityResponse({ description: 'Unknown works or a house that is not a published template' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this address' })
  create(@Body() body: IncomingRequestDto, @Req() request: Request): Promise<CreatedRequest> {
    return this.incoming.create(body, clientIp(request));
  }
}
