import { EDITABLE_HOUSE_FIELDS, type HouseInput } from '@hauskonfig/shared';
import { areaValue } from '../common/area-value';
import { STAGE_PRICES, toStagePrices } from './stage-prices';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : (value ?? null));

/**
 * The body of create and update: only the editable fields (the API ignores the rest, but
 * sending the whole record would also send stale counts), empty inputs as null, the area as a
 * number, the stage prices in cents.
 */
export function toHousePayload(values: Record<string, unknown>): HouseInput {
  const payload: Record<string, unknown> = {};
  for (const field of EDITABLE_HOUSE_FIELDS) payload[field] = blankToNull(values[field]);
  payload.name = String(values.name ?? '').trim();
  payload.sizeInSqm = areaValue(payload.sizeInSqm);
  if (typeof payload.propertyNumber === 'string') payload.propertyNumber = payload.propertyNumber.trim();
  if (typeof payload.location === 'string') payload.location = payload.location.trim();
  const stagePrices = toStagePrices(values[STAGE_PRICES]);
  if (stagePrices) payload.stagePrices = stagePrices;
  return payload as unknown as HouseInput;
}
