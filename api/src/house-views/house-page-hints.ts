import {
  API_BASE_PATH,
  FIRST_VIEW_TEXTS,
  formatArea,
  INITIAL_ANSWER_ELEMENT_ID,
  type HouseImageListDto,
} from '@hauskonfig/shared';
import { Injectable } from '@nestjs/common';
import { HousesService } from '../houses/houses.service.js';
import { SHELL_PROGRESS, shellHeading, shellPage, shellPicture } from '../spa/first-view-markup.js';
import { jsonDataBlock, NO_HINTS, preloadImage, type PageHintsProvider } from '../spa/head-hints.js';
import { HouseViewsService } from './house-views.service.js';

/** The public page of one house, `/configure/{id}`. */
const HOUSE_PAGE = /^\/configure\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** What the first view shows of the house answer. */
interface ShellHouse {
  name: string;
  sizeInSqm: number | null;
}

/**
 * A house page's first view: its heading and preview picture where the page puts them (public-web
 * src/pages/ConfigureHousePage.tsx). A house without a picture shows its 3D view there instead,
 * which needs the app: its first view is the heading alone.
 */
const houseFirstView = (house: ShellHouse, thumbnail: string | null): string =>
  shellPage(
    SHELL_PROGRESS,
    `<div class="shell-house">${shellHeading(
      house.name,
      house.sizeInSqm === null ? undefined : `${FIRST_VIEW_TEXTS.livingArea} ${formatArea(house.sizeInSqm)}`,
    )}${thumbnail ? shellPicture('shell-house-picture', thumbnail) : ''}</div>`,
  );

/**
 * Hints of a published house's page: the three answers the page asks for (house, images, 3D
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

  readonly forRequest: PageHintsProvider = async (req) => {
    const id = HOUSE_PAGE.exec(req.path)?.[1]?.toLowerCase();
    if (!id) return NO_HINTS;
    const [house, images, views] = await Promise.all([
      this.houses.publicHouse(id),
      this.houses.publicImageList(id, undefined),
      this.views.publicList(id),
    ]);
    if (!house || !images || !views) return NO_HINTS;
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
    return {
      head: [jsonDataBlock(INITIAL_ANSWER_ELEMENT_ID, block), ...(thumbnail ? [preloadImage(thumbnail)] : [])].join(
        '\n    ',
      ),
      firstView: houseFirstView(JSON.parse(house.body.toString('utf8')) as ShellHouse, thumbnail),
    };
  };
}
