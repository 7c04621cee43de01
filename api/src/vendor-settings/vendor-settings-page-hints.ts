import { heroImageSources, smallImageUrl, VENDOR_SETTINGS_ELEMENT_ID } from '@hauskonfig/shared';
import { Injectable } from '@nestjs/common';
import { jsonDataBlock, preloadResponsiveImage, type HeadHints } from '../spa/head-hints.js';
import { settingsImageUrl } from './dto/vendor-settings.response.js';
import { VendorSettingsService } from './vendor-settings.service.js';

/**
 * Shows a picture in the hero box of index.html's static shell (`.shell-hero`), so the start
 * page's largest paint needs only the HTML and the picture, not the page's code. Its small
 * variant: the one phones load anyway (desktops then load the sharper one the page asks for).
 */
export const shellHeroStyle = (href: string): string =>
  `<style>.shell-hero{display:block;background-image:url("${href.replace(/["\\\n<]/g, encodeURIComponent)}")}</style>`;

/**
 * Head hints of every public page: the settings embedded, so the brand frame (logo, colour,
 * footer links) renders with the first paint; on the start page the hero picture preloaded with
 * the srcset the page uses, since it is the largest thing painted there (its LCP), and shown in
 * the static shell of index.html before the page's code has run.
 */
@Injectable()
export class VendorSettingsPageHints {
  constructor(private readonly settings: VendorSettingsService) {}

  readonly forRequest: HeadHints = async (req) => {
    const [answer, settings] = await Promise.all([this.settings.publicAnswer(), this.settings.current()]);
    const hints = [jsonDataBlock(VENDOR_SETTINGS_ELEMENT_ID, answer.body.toString('utf8'))];
    const hero = req.path === '/' ? settingsImageUrl(settings.heroImagePath) : null;
    if (hero) hints.push(preloadResponsiveImage(heroImageSources(hero)), shellHeroStyle(smallImageUrl(hero)));
    return hints.join('\n    ');
  };
}
