import {
  ConstructionMethod,
  ErrorCode,
  PropertyShape,
  RoofShape,
  VALIDATION_MESSAGES,
  fieldLabel,
  formatMessage,
} from '@hauskonfig/shared';
import { ApiException } from '../common/errors/api-exception.js';

/** Filter of the public catalogue (spec: from, to, propertyShape, constructionMethod, roofShape). */
export interface CatalogueFilter {
  from?: number;
  to?: number;
  propertyShape?: PropertyShape;
  constructionMethod?: ConstructionMethod;
  roofShape?: RoofShape;
}

function invalid(field: string, message: string): ApiException {
  return new ApiException(400, ErrorCode.VALIDATION_FAILED, message, [{ field, messages: [message] }]);
}

function area(raw: unknown, field: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (typeof raw !== 'string' || !Number.isFinite(value) || value < 0 || value > 99999) {
    throw invalid(field, VALIDATION_MESSAGES.invalidNumber);
  }
  return value;
}

function oneOf<T extends string>(raw: unknown, values: Record<string, T>, field: string): T | undefined {
  if (raw === undefined || raw === '') return undefined;
  const allowed = Object.values(values) as string[];
  if (typeof raw !== 'string' || !allowed.includes(raw)) {
    throw invalid(field, formatMessage(VALIDATION_MESSAGES.mustBeOneOf, fieldLabel(field), allowed.join(', ')));
  }
  return raw as T;
}

/**
 * Parsed by hand rather than by the DTO pipe: this is the hottest route of the product and the
 * class-transformer/class-validator round trip cost more than the cached answer itself.
 */
export function parseCatalogueFilter(query: Record<string, unknown>): CatalogueFilter {
  return {
    from: area(query.from, 'from'),
    to: area(query.to, 'to'),
    propertyShape: oneOf(query.propertyShape, PropertyShape, 'propertyShape'),
    constructionMethod: oneOf(query.constructionMethod, ConstructionMethod, 'constructionMethod'),
    roofShape: oneOf(query.roofShape, RoofShape, 'roofShape'),
  };
}
