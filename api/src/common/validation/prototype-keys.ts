import { ErrorCode } from '@hauskonfig/shared';
import type { RequestHandler } from 'express';
import { sendApiError } from '../http/send-api-error.js';

/**
 * Names that reach an object's prototype when code copies or merges a body (`Object.assign`,
 * spreading into a class, a deep merge): `{"__proto__": {"isAdmin": true}}` would give every object
 * the field. No body of this API has a field of these names.
 */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Whether parsed JSON has one of PROTOTYPE_KEYS as an own key at any depth. */
export function hasPrototypeKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  // JSON.parse makes "__proto__" an own key like any other; Object.keys lists it.
  return Object.keys(value).some(
    (key) => PROTOTYPE_KEYS.has(key) || hasPrototypeKey((value as Record<string, unknown>)[key]),
  );
}

/**
 * Right after the JSON parser: a body with such a key is refused with 400 FORBIDDEN_FIELD_NAME before
 * anything reads it. The parser's depth check bounds the walk.
 */
export const refusePrototypeKeys: RequestHandler = (request, response, next) => {
  if (hasPrototypeKey(request.body)) {
    sendApiError(response, 400, ErrorCode.FORBIDDEN_FIELD_NAME);
    return;
  }
  next();
};
