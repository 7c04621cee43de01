import type { CatalogueHouseDto } from '../types/catalogue-house.dto.js';

/** How much larger or smaller a house may be than the chosen one and still count as of similar size. */
const SIMILAR_SIZE_TOLERANCE = 0.25;

/** Suggestions shown at most on /your-house. */
const MAX_SUGGESTIONS = 3;

type SuggestionFields = Pick<
  CatalogueHouseDto,
  'id' | 'name' | 'propertyShape' | 'constructionMethod' | 'roofShape' | 'sizeInSqm'
>;

/** What a suggested house has in common with the chosen one: the reasons the page names. */
export interface SuggestionReasons {
  samePropertyShape: boolean;
  sameConstructionMethod: boolean;
  /** Living area minus the chosen house's in m², only when both are known and the sizes are similar. */
  similarSizeDifference: number | null;
  sameRoofShape: boolean;
}

export interface HouseSuggestion<T> {
  house: T;
  reasons: SuggestionReasons;
}

const same = <V>(a: V | null, b: V | null) => a !== null && a === b;

function reasonsFor(house: SuggestionFields, chosen: SuggestionFields): SuggestionReasons {
  const known = house.sizeInSqm !== null && chosen.sizeInSqm !== null && chosen.sizeInSqm > 0;
  const difference = known ? house.sizeInSqm! - chosen.sizeInSqm! : null;
  const similar = difference !== null && Math.abs(difference) <= chosen.sizeInSqm! * SIMILAR_SIZE_TOLERANCE;
  return {
    samePropertyShape: same(house.propertyShape, chosen.propertyShape),
    sameConstructionMethod: same(house.constructionMethod, chosen.constructionMethod),
    similarSizeDifference: similar ? difference : null,
    sameRoofShape: same(house.roofShape, chosen.roofShape),
  };
}

/**
 * Plot shape and construction method first (both, then the plot shape alone, which decides what
 * can be built at all, then the method alone), then a similar size, then the same roof.
 */
function tier(reasons: SuggestionReasons): number[] {
  const match = reasons.samePropertyShape
    ? reasons.sameConstructionMethod
      ? 0
      : 1
    : reasons.sameConstructionMethod
      ? 2
      : 3;
  return [match, reasons.similarSizeDifference === null ? 1 : 0, reasons.sameRoofShape ? 0 : 1];
}

/**
 * The houses to suggest beside the chosen one: the nearest first by the order above, then by the
 * smaller difference in living area, then by name. Never the chosen house; any other house makes
 * the list, so it is only empty when there is no other house.
 */
export function rankSuggestions<T extends SuggestionFields>(
  candidates: T[],
  chosen: SuggestionFields,
  max = MAX_SUGGESTIONS,
): HouseSuggestion<T>[] {
  const sizeGap = (house: T) =>
    house.sizeInSqm === null || chosen.sizeInSqm === null ? Infinity : Math.abs(house.sizeInSqm - chosen.sizeInSqm);
  const ranked = candidates
    .filter((house) => house.id !== chosen.id)
    .map((house) => {
      const reasons = reasonsFor(house, chosen);
      return { house, reasons, key: [...tier(reasons), sizeGap(house)] };
    });
  ranked.sort((a, b) => compareKeys(a.key, b.key) || a.house.name.localeCompare(b.house.name, 'de'));
  return ranked.slice(0, max).map(({ house, reasons }) => ({ house, reasons }));
}

function compareKeys(a: number[], b: number[]): number {
  for (let index = 0; index < a.length; index += 1) {
    if (a[index] !== b[index]) return a[index]! < b[index]! ? -1 : 1;
  }
  return 0;
}
