import { formatArea, type SuggestionReasons } from '@hauskonfig/shared';
import { de } from '../i18n/de';

/** Reasons named on a card at most: the line stays short; the card shows the rest of the facts. */
const MAX_PARTS = 2;

/** Why a house is suggested, in one short German line, the strongest reason first. */
export function suggestionReasonText(reasons: SuggestionReasons): string {
  const text = de.yourHouse.suggestionReason;
  const parts: string[] = [];
  if (reasons.samePropertyShape && reasons.sameConstructionMethod) parts.push(text.samePlotShapeAndMethod);
  else if (reasons.samePropertyShape) parts.push(text.samePlotShape);
  else if (reasons.sameConstructionMethod) parts.push(text.sameMethod);
  const difference = reasons.similarSizeDifference;
  if (difference === 0) parts.push(text.sameSize);
  else if (difference !== null) {
    parts.push(difference > 0 ? text.larger(formatArea(difference)) : text.smaller(formatArea(-difference)));
  }
  if (reasons.sameRoofShape) parts.push(text.sameRoof);
  return parts.length === 0 ? text.other : parts.slice(0, MAX_PARTS).join(' · ');
}
