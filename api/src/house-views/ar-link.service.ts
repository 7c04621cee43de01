import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@hauskonfig/shared';
import { ApiException } from '../common/errors/api-exception.js';
import { PurposeTokens } from '../common/signing/purpose-tokens.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** The file of a view an AR link opens: the GLB for Scene Viewer or the USDZ for Quick Look. */
export enum ArFileKind {
  GLB = 'glb',
  USDZ = 'usdz',
}

/** Query parameter of the signature (redacted in request logs, see common/logging/redact-url.ts). */
export const AR_LINK_PARAMETER = 'sig';

/** Long enough to start the AR app and let it download the file, short enough to be useless when passed on. */
const AR_LINK_TTL_SECONDS = 300;

const AR_LINK_TYPE = 'ar-link';

interface ArLinkClaims {
  typ: typeof AR_LINK_TYPE;
  /** The view. */
  sub: string;
  kind: ArFileKind;
}

/** The purpose AR links' key is derived for (common/signing/purpose-tokens.ts). */
export const AR_LINK_PURPOSE = 'ar-link';

/**
 * Signs and checks the links to a private model that Scene Viewer and Quick Look open: they are
 * separate apps and cannot send the visitor's token, so the link itself grants the download of one
 * file of one view for a few minutes.
 */
@Injectable()
export class ArLinkService {
  private readonly tokens: PurposeTokens<ArLinkClaims>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.tokens = new PurposeTokens(config.auth.jwtSecret, AR_LINK_PURPOSE, AR_LINK_TTL_SECONDS);
  }

  /** The signature and when it expires. */
  sign(viewId: string, kind: ArFileKind): { signature: string; expiresAt: Date } {
    const claims: ArLinkClaims = { typ: AR_LINK_TYPE, sub: viewId, kind };
    // The token's own expiry, in whole seconds as it counts them.
    const expiresAt = new Date((Math.floor(Date.now() / 1000) + AR_LINK_TTL_SECONDS) * 1000);
    return { signature: this.tokens.sign(claims), expiresAt };
  }

  /** Refuses a signature that is expired (410) or altered, or made for another view or file (403). */
  verify(signature: string, viewId: string, kind: ArFileKind): void {
    const checked = this.tokens.check(signature);
    if ('refused' in checked) {
      throw checked.refused === 'expired' ? new ApiException(410, ErrorCode.AR_LINK_EXPIRED) : invalid();
    }
    const claims: Partial<ArLinkClaims> = checked.claims;
    if (claims.typ !== AR_LINK_TYPE || claims.sub !== viewId || claims.kind !== kind) throw invalid();
  }
}

const invalid = () => new ApiException(403, ErrorCode.AR_LINK_INVALID);
