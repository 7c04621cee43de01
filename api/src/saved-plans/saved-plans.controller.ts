import { Body, Controller, Get, Headers, Param, Post, Put, Req } from '@nestjs/common';
import { SAVED_PLAN_KEY_HEADER } from '@hauskonfig/shared';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../auth/decorators/public.decorator.js';
import { clientIp } from '../common/http/client-ip.js';
import { CreateSavedPlanDto, UpdateSavedPlanDto } from './dto/save-plan.dto.js';
import { savedPlanContent } from './dto/saved-plan-content.dto.js';
import { SavedPlanReceiptResponse, SavedPlanResponse } from './dto/saved-plan.response.js';
import { SavedPlanCodeParam } from './saved-plan-code.pipe.js';
import { SavedPlansService } from './saved-plans.service.js';

@ApiTags('saved-plans')
@Public()
@Controller('saved-plans')
export class SavedPlansController {
  constructor(private readonly plans: SavedPlansService) {}

  @Post()
  @ApiCreatedResponse({ type: SavedPlanReceiptResponse, description: 'A new six-digit code, valid SAVED_PLAN_DAYS' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED' })
  @ApiTooManyRequestsResponse({ description: 'Too many plans saved from this address (Retry-After)' })
  create(@Body() body: CreateSavedPlanDto, @Req() request: Request): Promise<SavedPlanReceiptResponse> {
    return this.plans.create(savedPlanContent(body.content), clientIp(request));
  }

  @Put(':code')
  @ApiParam({ name: 'code', example: '048213' })
  @ApiOkResponse({ type: SavedPlanResponse, description: 'Stored; its time starts anew' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED, also for a code that is not six digits' })
  @ApiForbiddenResponse({ description: 'FORBIDDEN: the edit token does not match' })
  @ApiNotFoundResponse({ description: 'SAVED_PLAN_NOT_FOUND' })
  @ApiGoneResponse({ description: 'SAVED_PLAN_EXPIRED: save a new plan instead' })
  @ApiTooManyRequestsResponse({ description: 'Too many code look-ups from this address (Retry-After)' })
  update(
    @Param('code', SavedPlanCodeParam) code: string,
    @Body() body: UpdateSavedPlanDto,
    @Req() request: Request,
  ): Promise<SavedPlanResponse> {
    return this.plans.update(code, savedPlanContent(body.content), body.editToken, clientIp(request));
  }

  @Get(':code')
  @ApiParam({ name: 'code', example: '048213' })
  @ApiHeader({
    name: SAVED_PLAN_KEY_HEADER,
    required: false,
    description: "The plan's edit token: only with it does the answer carry the personal info",
  })
  @ApiOkResponse({ type: SavedPlanResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: not six digits' })
  @ApiNotFoundResponse({ description: 'SAVED_PLAN_NOT_FOUND' })
  @ApiGoneResponse({ description: 'SAVED_PLAN_EXPIRED' })
  @ApiTooManyRequestsResponse({ description: 'Too many code look-ups from this address (Retry-After)' })
  get(
    @Param('code', SavedPlanCodeParam) code: string,
    @Headers(SAVED_PLAN_KEY_HEADER) key: string | undefined,
    @Req() request: Request,
  ): Promise<SavedPlanResponse> {
    return this.plans.get(code, key, clientIp(request));
  }
}
