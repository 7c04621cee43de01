import { API_BASE_PATH, INITIAL_ANSWER_ELEMENT_ID, type HouseImageListDto } from '@hauskonfig/shared';
import { Injectable } from '@nestjs/common';
import { HousesService } from '../houses/houses.service.js';
import { jsonDataBlock, preloadImage, type HeadHints } from '../spa/head-hints.js';
import { HouseViewsService } from './house-views.service.js';

/** The public page of one house, `/configure/{id}`. */
const HOUSE_PAGE = /^\/configure\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * Head hints of a published house's page: the three answers the page asks for (house, images, 3D
 * views) embedded, and its preview image, the largest thing it paints (its LCP), preloaded.
 * Without them the browser learnt of the image only after the page's code had run and asked the
 * API, one round trip after the other on a slow phone network. Any other house gets no hints.
 */
@Injectable()
export class HousePageHints {
  constructor(
    private readonly houses: HousesService,
    private readonly views: HouseViewsService,
  ) {}

  readonly forRequest: HeadHints = async (req) => {
    const id = HOUSE_PAGE.exec(req.path)?.[1]?.toLowerCase();
    if (!id) return '';
    const [house, images, views] = await Promise.all([
      this.houses.publicHouse(id),
      this.houses.publicImageList(id, undefined),
      this.views.publicList(id),
    ]);
    if (!house || !images || !views) return '';
    const base = `${API_BASE_PATH}/houses/${id}`;
    const answers = [
      [base, house],
      [`${base}/image-list`, images],
      [`${base}/house-views`, views],
    ] as const;
    const block = `[${answers
      .map(([url, answer]) => `{"url":${JSON.stringify(url)},"body":${answer.body.toString('utf8')}}`)
      .join(',')}]`;
    const { thumbnail } = JSON.parse(images.body.toString('utf8')) as HouseImageListDto;
    return [jsonDataBlock(INITIAL_ANSWER_ELEMENT_ID, block), ...(thumbnail ? [preloadImage(thumbnail)] : [])].join(
      '\n    ',
    );
  };
}
