import { Body, Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { clientIp } from '../../common/http/client-ip.js';
import type { AuthUser } from '../auth-user.js';
import { BeforeSecondFactor } from '../decorators/before-second-factor.decorator.js';
import { CurrentUser } from '../decorators/current-user.decorator.js';
import { Roles } from '../decorators/roles.decorator.js';
import { Role } from '@hauskonfig/shared';
import { CurrentPasswordDto, SecondFactorConfirmDto, SecondFactorDisableDto } from './second-factor.dto.js';
import {
  SecondFactorEnabledResponse,
  SecondFactorSetupResponse,
  SecondFactorStatusResponse,
} from './second-factor.response.js';
import { LoginResponse } from '../dto/login.response.js';
import { SecondFactorService } from './second-factor.service.js';

/** The signed-in staff member's own second factor ("Zweiter Faktor" in the account menu). */
@ApiTags('auth')
@ApiBearerAuth()
@Roles(Role.ROLE_CONTACT_PERSON)
@BeforeSecondFactor()
@Controller('auth/second-factor')
export class SecondFactorController {
  constructor(private readonly secondFactor: SecondFactorService) {}

  @Get()
  @ApiOkResponse({ type: SecondFactorStatusResponse })
  status(@CurrentUser() user: AuthUser): Promise<SecondFactorStatusResponse> {
    return this.secondFactor.status(user.id);
  }

  @Post('setup')
  @HttpCode(200)
  @ApiOkResponse({ type: SecondFactorSetupResponse, description: 'A secret to scan; in force once confirmed' })
  @ApiBadRequestResponse({ description: 'CURRENT_PASSWORD_REQUIRED / CURRENT_PASSWORD_WRONG' })
  setup(
    @CurrentUser() user: AuthUser,
    @Body() body: CurrentPasswordDto,
    @Req() request: Request,
  ): Promise<SecondFactorSetupResponse> {
    return this.secondFactor.setup({ user, ip: clientIp(request) }, body.currentPassword);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOkResponse({
    type: SecondFactorEnabledResponse,
    description: 'In force: every other session ended, a new one for this device, the recovery codes (shown once)',
  })
  @ApiForbiddenResponse({ description: 'SECOND_FACTOR_WRONG' })
  @ApiConflictResponse({ description: 'No setup under way' })
  confirm(
    @CurrentUser() user: AuthUser,
    @Body() body: SecondFactorConfirmDto,
    @Req() request: Request,
  ): Promise<SecondFactorEnabledResponse> {
    return this.secondFactor.confirm({ user, ip: clientIp(request) }, body.code);
  }

  @Delete()
  @ApiOkResponse({
    type: LoginResponse,
    description: 'Switched off: every other session ended, a new one for this device',
  })
  @ApiForbiddenResponse({ description: 'SECOND_FACTOR_WRONG' })
  @ApiConflictResponse({ description: 'SECOND_FACTOR_MANDATORY' })
  disable(
    @CurrentUser() user: AuthUser,
    @Body() body: SecondFactorDisableDto,
    @Req() request: Request,
  ): Promise<LoginResponse> {
    return this.secondFactor.disable({ user, ip: clientIp(request) }, body.currentPassword, body.code);
  }
}
