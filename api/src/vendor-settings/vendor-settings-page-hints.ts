import { heroImageSources, VENDOR_SETTINGS_ELEMENT_ID } from '@hauskonfig/shared';
import { Injectable } from '@nestjs/common';
import { shellPage, shellPicture } from '../spa/first-view-markup.js';
import { escapeHtml, jsonDataBlock, type PageHintsProvider } from '../spa/head-hints.js';
import { settingsImageUrl } from './dto/vendor-settings.response.js';
import { VendorSettingsService } from './vendor-settings.service.js';

/**
 * The start page's hero picture for the static shell, with the srcset and sizes of the page's own
 * (public-web src/start/StartHero.tsx), so the browser fetches one file for both.
 */
const shellHero = (url: string): string => {
  const { src, srcSet, sizes } = heroImageSources(url);
  return shellPicture('shell-hero', src, ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(sizes)}"`);
};

/**
 * Hints of every public page: the settings embedded, so the brand frame (logo, colour, footer
 * links) renders with the first paint; on the start page the hero picture, the largest thing painted
 * there (its LCP), drawn into the static shell so it needs only the HTML and the picture.
 */
@Injectable()
export class VendorSettingsPageHints {
  constructor(private readonly settings: VendorSettingsService) {}

  readonly forRequest: PageHintsProvider = async (req) => {
    const [answer, settings] = await Promise.all([this.settings.publicAnswer(), this.settings.current()]);
    const head = jsonDataBlock(VENDOR_SETTINGS_ELEMENT_ID, answer.body.toString('utf8'));
    const hero = req.path === '/' ? settingsImageUrl(settings.heroImagePath) : null;
    return hero ? { head, firstView: `${shellHero(hero)}${shellPage()}` } : { head };
  };
}
