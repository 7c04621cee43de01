import { FETCH_MIN_DISPLAY_MS } from '@hauskonfig/shared';

/**
 * Resolves (or rejects) no sooner than the minimum display time of loading states (spec
 * section 7: 200 ms), so a fast answer does not make a spinner flash.
 */
export async function atLeastMinimumDisplay<T>(work: Promise<T>, ms: number = FETCH_MIN_DISPLAY_MS): Promise<T> {
  const wait = new Promise((resolve) => setTimeout(resolve, ms));
  const [result] = await Promise.allSettled([work, wait]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
