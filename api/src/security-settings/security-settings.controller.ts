import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorCode, Role } from '@hauskonfig/shared';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { ApiException } from '../common/errors/api-exception.js';
import { SaveSecuritySettingsDto } from './dto/save-security-settings.dto.js';
import { SecuritySettingsResponse } from './dto/security-settings.response.js';
import { SecuritySettingsService } from './security-settings.service.js';

@ApiTags('admin/security-settings')
@ApiBearerAuth()
@Roles(Role.ROLE_CONTACT_PERSON)
@Controller('admin/security-settings')
export class SecuritySettingsController {
  constructor(private readonly settings: SecuritySettingsService) {}

  @Get()
  @ApiOkResponse({ type: SecuritySettingsResponse })
  get(): Promise<SecuritySettingsResponse> {
    return this.settings.view();
  }

  @Put()
  @ApiOkResponse({ type: SecuritySettingsResponse })
  @ApiConflictResponse({ description: 'Making the second factor mandatory without having one oneself' })
  save(@Body() body: SaveSecuritySettingsDto, @CurrentUser() user: AuthUser): Promise<SecuritySettingsResponse> {
    // Whoever makes it mandatory has one: nobody shuts themselves out of the settings by accident.
    if (body.secondFactorRequired && !user.secondFactorEnabled) {
      throw new ApiException(
        409,
        ErrorCode.CONFLICT,
        'Bitte richten Sie zuerst Ihren eigenen zweiten Faktor ein, bevor Sie ihn für alle vorschreiben.',
      );
    }
    return this.settings.save(body);
  }
}
