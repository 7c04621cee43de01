import { Body, Controller, Get, Put, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Role } from '@hauskonfig/shared';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { AdminVendorSettingsResponse } from './dto/vendor-settings.response.js';
import { SaveVendorSettingsDto } from './dto/save-vendor-settings.dto.js';
import { VendorSettingsService, type SettingsUploads } from './vendor-settings.service.js';

type UploadedSettingsFiles = { [K in keyof SettingsUploads]?: Express.Multer.File[] };

@ApiTags('admin/settings')
@ApiBearerAuth()
@Roles(Role.ROLE_CONTACT_PERSON)
@Controller('admin/settings')
export class AdminVendorSettingsController {
  constructor(private readonly settings: VendorSettingsService) {}

  @Get()
  @ApiOkResponse({ type: AdminVendorSettingsResponse })
  get(): Promise<AdminVendorSettingsResponse> {
    return this.settings.adminView();
  }

  @Put()
  @UseInterceptors(
    FileFieldsInterceptor([
      { name: 'logo', maxCount: 1 },
      { name: 'heroImage', maxCount: 1 },
    ]),
  )
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: SaveVendorSettingsDto })
  @ApiOkResponse({ type: AdminVendorSettingsResponse })
  @ApiUnprocessableEntityResponse({ description: 'defaultContactPersonId names no contact person' })
  save(
    @Body() body: SaveVendorSettingsDto,
    @UploadedFiles() files: UploadedSettingsFiles | undefined,
  ): Promise<AdminVendorSettingsResponse> {
    return this.settings.save(body, { logo: files?.logo?.[0], heroImage: files?.heroImage?.[0] });
  }
}
