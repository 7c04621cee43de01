import {
  API_BASE_PATH,
  CATALOGUE_EAGER_IMAGES,
  CONFIGURE_FILTER_COOKIE,
  catalogueRequestPath,
  FIRST_VIEW_TEXTS,
  INITIAL_ANSWER_ELEMENT_ID,
  parseConfigureFilter,
  smallImageUrl,
  type CatalogueHouseDto,
} from '@hauskonfig/shared';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { SHELL_PROGRESS, shellHeading, shellPage, shellPicture } from '../spa/first-view-markup.js';
import { escapeHtml, jsonDataBlock, NO_HINTS, preloadImage, type PageHintsProvider } from '../spa/head-hints.js';
import { parseCatalogueFilter } from './catalogue-filter.js';
import { HousesService } from './houses.service.js';

/** The catalogue page of the public site; its first load is what visitors from a search see. */
const CATALOGUE_PAGE = /^\/configure\/?$/;

function cookieValue(req: Request, name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = req.headers.cookie?.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (!entry) return undefined;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return undefined;
  }
}

/** Cards the first view draws: the first row of the catalogue's widest layout (ConfigurePage). */
const FIRST_VIEW_CARDS = 3;

/** A house card of the first view: its picture and name (public-web src/components/HouseCard.tsx). */
const shellCard = (house: CatalogueHouseDto): string =>
  `<div class="shell-card">${
    house.thumbnailUrl
      ? shellPicture('shell-card-picture', smallImageUrl(house.thumbnailUrl))
      : '<div class="shell-card-picture"></div>'
  }<div class="shell-card-body">${escapeHtml(house.name)}</div></div>`;

/**
 * `/configure`'s first view: heading, the filter's place, and the first houses with their pictures
 * (the largest thing the page paints, its LCP).
 */
const catalogueFirstView = (houses: CatalogueHouseDto[]): string =>
  shellPage(
    SHELL_PROGRESS,
    shellHeading(FIRST_VIEW_TEXTS.configureTitle, FIRST_VIEW_TEXTS.configureIntro),
    '<div class="shell-filters"><div></div><div></div><div></div><div></div><div></div></div>',
    '<div class="shell-results"></div>',
    `<div class="shell-cards">${houses.slice(0, FIRST_VIEW_CARDS).map(shellCard).join('')}</div>`,
  );

/**
 * Hints of `/configure`: the catalogue answer for the visitor's filter cookie, embedded in the
 * page, the first preview images preloaded, and the first view drawn. Without them the browser
 * fetched the page's code, then the catalogue, then the images, one after the other, on a slow
 * phone network.
 */
@Injectable()
export class CataloguePageHints {
  constructor(private readonly houses: HousesService) {}

  readonly forRequest: PageHintsProvider = async (req) => {
    if (!CATALOGUE_PAGE.test(req.path)) return NO_HINTS;
    const path = catalogueRequestPath(parseConfigureFilter(cookieValue(req, CONFIGURE_FILTER_COOKIE)));
    const query = Object.fromEntries(new URLSearchParams(path.slice(path.indexOf('?') + 1)));
    const { body } = await this.houses.catalogue(parseCatalogueFilter(query));
    const json = body.toString('utf8');
    const houses = JSON.parse(json) as CatalogueHouseDto[];
    const images = houses
      .slice(0, CATALOGUE_EAGER_IMAGES)
      .flatMap((house) => (house.thumbnailUrl ? [preloadImage(smallImageUrl(house.thumbnailUrl))] : []));
    const answer = `{"url":${JSON.stringify(`${API_BASE_PATH}${path}`)},"body":${json}}`;
    return {
      head: [jsonDataBlock(INITIAL_ANSWER_ELEMENT_ID, answer), ...images].join('\n    '),
      firstView: catalogueFirstView(houses),
    };
  };
}
