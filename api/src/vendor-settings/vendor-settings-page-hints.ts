import { heroImageSources, VENDOR_SETTINGS_ELEMENT_ID } from '@hauskonfig/shared';
import { Injectable } from '@nestjs/common';
import { jsonDataBlock, preloadResponsiveImage, type HeadHints } from '../spa/head-hints.js';
import { settingsImageUrl } from './dto/vendor-settings.response.js';
import { VendorSettingsService } from './vendor-settings.service.js';

/**
 * Head hints of every public page: the settings embedded, so the brand frame (logo, colour,
 * footer links) renders with the first paint; on the start page the hero picture preloaded with
 * the srcset the page uses, since it is the largest thing painted there (its LCP).
 */
@Injectable()
export class VendorSettingsPageHints {
  constructor(private readonly settings: VendorSettingsService) {}

  readonly forRequest: HeadHints = async (req) => {
    const [answer, settings] = await Promise.all([this.settings.publicAnswer(), this.settings.current()]);
    const hints = [jsonDataBlock(VENDOR_SETTINGS_ELEMENT_ID, answer.body.toString('utf8'))];
    const hero = req.path === '/' ? settingsImageUrl(settings.heroImagePath) : null;
    if (hero) hints.push(preloadResponsiveImage(heroImageSources(hero)));
    return hints.join('\n    ');
  };
}
