import {
  API_BASE_PATH,
  CATALOGUE_EAGER_IMAGES,
  CONFIGURE_FILTER_COOKIE,
  catalogueRequestPath,
  INITIAL_ANSWER_ELEMENT_ID,
  parseConfigureFilter,
  smallImageUrl,
  type CatalogueHouseDto,
} from '@hauskonfig/shared';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { jsonDataBlock, preloadImage, type HeadHints } from '../spa/head-hints.js';
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

/**
 * Head hints of `/configure`: the catalogue answer for the visitor's filter cookie, embedded in the
 * page, and the first preview images preloaded. Without them the browser fetched the page's code,
 * then the catalogue, then the images, one after the other, on a slow phone network.
 */
@Injectable()
export class CataloguePageHints {
  constructor(private readonly houses: HousesService) {}

  readonly forRequest: HeadHints = async (req) => {
    if (!CATALOGUE_PAGE.test(req.path)) return '';
    const path = catalogueRequestPath(parseConfigureFilter(cookieValue(req, CONFIGURE_FILTER_COOKIE)));
    const query = Object.fromEntries(new URLSearchParams(path.slice(path.indexOf('?') + 1)));
    const { body } = await this.houses.catalogue(parseCatalogueFilter(query));
    const json = body.toString('utf8');
    const houses = JSON.parse(json) as CatalogueHouseDto[];
    const images = houses
      .slice(0, CATALOGUE_EAGER_IMAGES)
      .flatMap((house) => (house.thumbnailUrl ? [preloadImage(smallImageUrl(house.thumbnailUrl))] : []));
    const answer = `{"url":${JSON.stringify(`${API_BASE_PATH}${path}`)},"body":${json}}`;
    return [jsonDataBlock(INITIAL_ANSWER_ELEMENT_ID, answer), ...images].join('\n    ');
  };
}
