import { Body, Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ErrorCode } from '@hauskonfig/shared';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../auth/decorators/public.decorator.js';
import { ApiException } from '../common/errors/api-exception.js';
import { clientIp } from '../common/http/client-ip.js';
import { sendStoredFile } from '../common/http/send-stored-file.js';
import { FILE_STORAGE, type FileStorage } from '../files/storage/file-storage.js';
import { PlanChoicesDto } from './dto/plan-choices.dto.js';
import { PlanShareResponse } from './dto/plan-share.response.js';
import { PlanSharesService } from './plan-shares.service.js';

@ApiTags('plan-shares')
@Public()
@Controller('plan-shares')
export class PlanSharesController {
  constructor(
    private readonly shares: PlanSharesService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Post()
  @ApiCreatedResponse({ type: PlanShareResponse, description: 'The plan as the site shows it now, under a new token' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED' })
  @ApiUnprocessableEntityResponse({ description: 'UNPROCESSABLE: the house or a work does not exist (any more)' })
  @ApiTooManyRequestsResponse({ description: 'Too many plans shared from this address (Retry-After)' })
  create(@Body() body: PlanChoicesDto, @Req() request: Request): Promise<PlanShareResponse> {
    return this.shares.create(body, clientIp(request));
  }

  @Get(':token')
  @ApiParam({ name: 'token', example: 'q3J0cV9sZWtfM2hXbmVxZw' })
  @ApiOkResponse({ type: PlanShareResponse })
  @ApiNotFoundResponse({ description: 'PLAN_SHARE_NOT_FOUND' })
  get(@Param('token') token: string): Promise<PlanShareResponse> {
    return this.shares.get(token);
  }

  @Get(':token/pdf')
  @ApiParam({ name: 'token', example: 'q3J0cV9sZWtfM2hXbmVxZw' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description:
      'The PDF "Ihre Hausplanung" of the shared plan, as a download: made on the first call, a stored file with ETag after it',
  })
  @ApiNotFoundResponse({ description: 'PLAN_SHARE_NOT_FOUND' })
  async pdf(@Param('token') token: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const key = await this.shares.pdfKey(token);
    response.setHeader('Content-Disposition', 'attachment; filename="Ihre-Hausplanung.pdf"');
    await sendStoredFile(request, response, this.storage, key, {
      contentType: 'application/pdf',
      // Revalidated on every use (a 304 costs nothing now); `private`: a request's plan is the customer's.
      cacheControl: 'private, no-cache',
      missing: () => new ApiException(404, ErrorCode.PLAN_SHARE_NOT_FOUND),
    });
  }
}
