import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ErrorCode } from '@hauskonfig/shared';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { Public } from '../auth/decorators/public.decorator.js';
import { ApiException } from '../common/errors/api-exception.js';
import { sendStoredFile } from '../common/http/send-stored-file.js';
import { storedFileCaching } from '../common/http/stored-file-caching.js';
import { UuidParam } from '../common/validation/uuid-param.pipe.js';
import { requestedVariant } from '../files/images/stored-image-name.js';
import { FILE_STORAGE, type FileStorage } from '../files/storage/file-storage.js';
import { HouseAccessService } from './house-access.service.js';
import { houseImageKey } from './house-urls.js';

const notFound = () => new ApiException(404, ErrorCode.NOT_FOUND);

@ApiTags('files')
@Public()
@Controller('files')
export class HouseFilesController {
  constructor(
    private readonly access: HouseAccessService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** An image of a house; names are never reused, so they count as versioned URLs. */
  @Get('houses/:houseId/images/:filename')
  @ApiQuery({ name: 'size', required: false, enum: ['small'] })
  @ApiProduces('image/webp')
  @ApiOkResponse({ description: 'The image (WebP), ≤ 2048 px, or ≤ 480 px with size=small' })
  async image(
    @Param('houseId', UuidParam) houseId: string,
    @Param('filename') filename: string,
    @Query('size') size: string | undefined,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const name = requestedVariant(filename, size);
    if (!name) throw notFound();
    const { isPublic } = await this.access.viewable(houseId, user);
    await sendStoredFile(request, response, this.storage, houseImageKey(houseId, name), {
      contentType: 'image/webp',
      cacheControl: storedFileCaching(isPublic, true),
      missing: notFound,
    });
  }
}
