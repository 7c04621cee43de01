import { Controller, Get, Headers, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ErrorCode } from '@hauskonfig/shared';
import type { Request, Response } from 'express';
import { Public } from '../auth/decorators/public.decorator.js';
import { ApiException } from '../common/errors/api-exception.js';
import { sendCachedJson } from '../common/http/send-cached-json.js';
import { sendStoredFile } from '../common/http/send-stored-file.js';
import { requestedVariant } from '../files/images/stored-image-name.js';
import { FILE_STORAGE, type FileStorage } from '../files/storage/file-storage.js';
import { VendorSettingsResponse } from './dto/vendor-settings.response.js';
import { settingsImageKey } from './settings-images.js';
import { VendorSettingsService } from './vendor-settings.service.js';

const notFound = () => new ApiException(404, ErrorCode.NOT_FOUND);

@ApiTags('settings')
@Public()
@Controller()
export class VendorSettingsController {
  constructor(
    private readonly settings: VendorSettingsService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Get('settings')
  @ApiOkResponse({ type: VendorSettingsResponse, description: 'With an ETag; If-None-Match answers 304' })
  async get(@Headers('if-none-match') ifNoneMatch: string | undefined, @Res() response: Response): Promise<void> {
    sendCachedJson(response, await this.settings.publicAnswer(), ifNoneMatch);
  }

  /** The current logo or hero picture; replaced ones are gone. */
  @Get('files/settings/:filename')
  @ApiQuery({ name: 'size', required: false, enum: ['small'] })
  @ApiProduces('image/webp')
  @ApiNotFoundResponse({ description: 'Not the current logo or hero picture' })
  async image(
    @Param('filename') filename: string,
    @Query('size') size: string | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const name = requestedVariant(filename, size);
    const { logoPath, heroImagePath } = await this.settings.current();
    if (!name || (filename !== logoPath && filename !== heroImagePath)) throw notFound();
    await sendStoredFile(request, response, this.storage, settingsImageKey(name), {
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
      missing: notFound,
    });
  }
}
