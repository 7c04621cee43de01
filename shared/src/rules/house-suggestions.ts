import type { ConfigureFilter } from './configure-filter.js';
import type { CatalogueHouseDto } from '../types/catalogue-house.dto.js';

/** How much larger or smaller a suggested house may be than the chosen one. */
const SUGGESTION_SIZE_TOLERANCE = 0.25;

/** Suggestions shown at most on /your-house. */
const MAX_SUGGESTIONS = 3;

/**
 * The catalogue search for houses like the chosen one: same plot shape and construction method,
 * living area within ±25 % (whole square metres, rounded outwards). Fields the house lacks are
 * left out of the search.
 */
export function suggestionFilter(
  house: Pick<CatalogueHouseDto, 'propertyShape' | 'constructionMethod' | 'sizeInSqm'>,
): ConfigureFilter {
  const filter: ConfigureFilter = {};
  if (house.propertyShape) filter.propertyShape = house.propertyShape;
  if (house.constructionMethod) filter.constructionMethod = house.constructionMethod;
  if (house.sizeInSqm !== null && house.sizeInSqm > 0) {
    filter.from = Math.floor(house.sizeInSqm * (1 - SUGGESTION_SIZE_TOLERANCE));
    filter.to = Math.ceil(house.sizeInSqm * (1 + SUGGESTION_SIZE_TOLERANCE));
  }
  return filter;
}

/** The suggestions from the search's answer: never the chosen house, the closest in size first, at most three. */
export function pickSuggestions<T extends Pick<CatalogueHouseDto, 'id' | 'sizeInSqm'>>(
  candidates: T[],
  chosen: Pick<CatalogueHouseDto, 'id' | 'sizeInSqm'>,
): T[] {
  const distance = (house: T) =>
    house.sizeInSqm === null || chosen.sizeInSqm === null ? Infinity : Math.abs(house.sizeInSqm - chosen.sizeInSqm);
  return candidates
    .filter((house) => house.id !== chosen.id)
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, MAX_SUGGESTIONS);
}
