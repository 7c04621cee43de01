import type { HouseImageListDto } from '@hauskonfig/shared';
import { Injectable } from '@nestjs/common';
import { preloadImage, type HeadHints } from '../spa/head-hints.js';
import { HousesService } from './houses.service.js';

/** The public page of one house, `/configure/{id}`. */
const HOUSE_PAGE = /^\/configure\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * Head hints of a house page: its preview image, the largest thing the page paints (its LCP),
 * preloaded. Without it the browser learnt of the image only after the page's code had run and
 * asked the API for the house's images.
 */
@Injectable()
export class HousePageHints {
  constructor(private readonly houses: HousesService) {}

  readonly forRequest: HeadHints = async (req) => {
    const id = HOUSE_PAGE.exec(req.path)?.[1];
    if (!id) return '';
    const answer = await this.houses.publicImageList(id.toLowerCase(), undefined);
    if (!answer) return '';
    const { thumbnail } = JSON.parse(answer.body.toString('utf8')) as HouseImageListDto;
    return thumbnail ? preloadImage(thumbnail) : '';
  };
}
