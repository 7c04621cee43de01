import { Controller, Get, Headers, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorCode } from '@hauskonfig/shared';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { Public } from '../auth/decorators/public.decorator.js';
import { ApiException } from '../common/errors/api-exception.js';
import { sendCachedJson } from '../common/http/send-cached-json.js';
import { sendStoredFile } from '../common/http/send-stored-file.js';
import { storedFileCaching } from '../common/http/stored-file-caching.js';
import { UuidParam } from '../common/validation/uuid-param.pipe.js';
import { ArFileKind, AR_LINK_PARAMETER, ArLinkService } from './ar-link.service.js';
import { ArLinkResponse } from './dto/ar-link.response.js';
import { FILE_STORAGE, type FileStorage } from '../files/storage/file-storage.js';
import { houseViewKey } from '../houses/house-urls.js';
import { HouseViewResponse } from './dto/house-view.response.js';
import { HouseViewsService, type ViewableView } from './house-views.service.js';

const fileMissing = () => new ApiException(404, ErrorCode.VIEW_FILE_MISSING);
const notConverted = () =>
  new ApiException(
    409,
    ErrorCode.CONFLICT,
    'Das AR-Modell wird noch erstellt. Bitte versuchen Sie es in Kürze erneut.',
  );

const SIGNATURE_QUERY = {
  name: AR_LINK_PARAMETER,
  required: false,
  description: 'Signature of an AR link (POST house-views/:id/ar-link): opens the file without a token',
};

@ApiTags('house-views')
@Controller()
export class HouseViewsController {
  constructor(
    private readonly views: HouseViewsService,
    private readonly arLinks: ArLinkService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Public()
  @Get('houses/:id/house-views')
  @ApiOkResponse({ type: [HouseViewResponse] })
  async list(
    @Param('id', UuidParam) id: string,
    @CurrentUser() user: AuthUser | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const cached = await this.views.publicList(id);
    if (cached) sendCachedJson(response, cached, ifNoneMatch);
    else response.json(await this.views.list(id, user));
  }

  /**
   * The model as GLB: the web-optimised one once converted, else the upload. With the current
   * `v` (from modelUrl) the answer may be kept (a year when public); otherwise it is revalidated.
   */
  @Public()
  @Get('house-views/:id/model')
  @ApiProduces('model/gltf-binary')
  @ApiQuery(SIGNATURE_QUERY)
  @ApiOkResponse({ description: 'GLB; supports Range and If-None-Match' })
  @ApiNotFoundResponse({ description: 'VIEW_NOT_FOUND, or VIEW_FILE_MISSING when the file is gone' })
  @ApiForbiddenResponse({ description: 'VIEW_FORBIDDEN, or AR_LINK_INVALID for an altered or foreign signature' })
  @ApiGoneResponse({ description: 'AR_LINK_EXPIRED' })
  async model(
    @Param('id', UuidParam) id: string,
    @Query('v') version: string | undefined,
    @Query(AR_LINK_PARAMETER) signature: string | undefined,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const viewable = await this.viewable(id, user, signature, ArFileKind.GLB);
    const { view } = viewable;
    await this.send(viewable, view.optimizedFilename ?? view.filename, 'model/gltf-binary', version, request, response);
  }

  /**
   * The simplified GLB the viewer shows first while the model loads (previewUrl); VIEW_FILE_MISSING
   * when the view has none (small models, or not converted yet).
   */
  @Public()
  @Get('house-views/:id/model.preview.glb')
  @ApiProduces('model/gltf-binary')
  @ApiOkResponse({ description: 'GLB; supports Range and If-None-Match' })
  @ApiNotFoundResponse({ description: 'VIEW_NOT_FOUND, or VIEW_FILE_MISSING when the view has no preview' })
  async preview(
    @Param('id', UuidParam) id: string,
    @Query('v') version: string | undefined,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const viewable = await this.views.viewable(id, user);
    if (!viewable.view.previewFilename) throw fileMissing();
    await this.send(viewable, viewable.view.previewFilename, 'model/gltf-binary', version, request, response);
  }

  /** The USDZ for AR Quick Look on iPhone and iPad, once the conversion is READY (409 before). */
  @Public()
  @Get('house-views/:id/model.usdz')
  @ApiProduces('model/vnd.usdz+zip')
  @ApiQuery(SIGNATURE_QUERY)
  @ApiOkResponse({ description: 'USDZ; supports Range and If-None-Match' })
  @ApiForbiddenResponse({ description: 'VIEW_FORBIDDEN, or AR_LINK_INVALID for an altered or foreign signature' })
  @ApiGoneResponse({ description: 'AR_LINK_EXPIRED' })
  async usdz(
    @Param('id', UuidParam) id: string,
    @Query('v') version: string | undefined,
    @Query(AR_LINK_PARAMETER) signature: string | undefined,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const viewable = await this.viewable(id, user, signature, ArFileKind.USDZ);
    if (!viewable.view.usdzFilename) throw notConverted();
    await this.send(viewable, viewable.view.usdzFilename, 'model/vnd.usdz+zip', version, request, response);
  }

  /**
   * Links Scene Viewer and Quick Look can open without the caller's token (they are separate apps):
   * for a view only logged-in callers may see, signed for a few minutes; for a public one, its
   * plain cacheable URLs.
   */
  @Post('house-views/:id/ar-link')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ type: ArLinkResponse })
  @ApiForbiddenResponse({ description: 'VIEW_FORBIDDEN: the caller may not see this view' })
  @ApiNotFoundResponse({ description: 'VIEW_NOT_FOUND' })
  async arLink(@Param('id', UuidParam) id: string, @CurrentUser() user: AuthUser): Promise<ArLinkResponse> {
    const { view, isPublic } = await this.views.viewable(id, user);
    const urls = HouseViewResponse.from(view);
    if (isPublic) return { modelUrl: urls.modelUrl, usdzUrl: urls.usdzUrl, expiresAt: null };
    const glb = this.arLinks.sign(view.id, ArFileKind.GLB);
    const usdz = urls.usdzUrl ? this.arLinks.sign(view.id, ArFileKind.USDZ) : null;
    const signed = (url: string, signature: string) => `${url}&${AR_LINK_PARAMETER}=${encodeURIComponent(signature)}`;
    return {
      modelUrl: signed(urls.modelUrl, glb.signature),
      usdzUrl: urls.usdzUrl && usdz ? signed(urls.usdzUrl, usdz.signature) : null,
      expiresAt: glb.expiresAt,
    };
  }

  /** With a signature, the AR link alone decides (whoever holds it); otherwise the caller's access. */
  private async viewable(
    id: string,
    user: AuthUser | undefined,
    signature: string | undefined,
    kind: ArFileKind,
  ): Promise<ViewableView> {
    if (signature === undefined) return this.views.viewable(id, user);
    this.arLinks.verify(signature, id, kind);
    return this.views.signedView(id);
  }

  /**
   * With the current `v` (from the view's URLs) the answer counts as versioned. Models of drafts
   * and custom houses are private, like their images: no shared cache may keep them.
   */
  private send(
    { view, isPublic }: ViewableView,
    filename: string,
    contentType: string,
    version: string | undefined,
    request: Request,
    response: Response,
  ): Promise<void> {
    const current = version === String(view.updatedAt.getTime());
    return sendStoredFile(request, response, this.storage, houseViewKey(view.houseId, filename), {
      contentType,
      cacheControl: storedFileCaching(isPublic, current),
      missing: fileMissing,
    });
  }
}
