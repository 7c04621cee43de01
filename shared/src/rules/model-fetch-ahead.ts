import type { HouseViewDto } from '../types/house-view.dto.js';

/**
 * The largest first model a page fetches ahead of the 3D view: a demo house or a large house's
 * preview, a few seconds of a phone's line. A larger one would take the line from the page for a
 * 3D view the visitor has not asked for yet.
 */
export const MODEL_FETCH_AHEAD_MAX_BYTES = 512 * 1024;

type ViewFiles = Pick<HouseViewDto, 'modelUrl' | 'previewUrl' | 'originalSize' | 'optimizedSize' | 'previewSize'>;

/**
 * The file the viewer draws first for a view (its preview model, else the model itself; see the
 * viewer's use-house-model), when it is small enough to fetch ahead; otherwise undefined.
 */
export function modelToFetchAhead(view: ViewFiles | undefined): string | undefined {
  if (!view) return undefined;
  const [url, bytes] = view.previewUrl
    ? [view.previewUrl, view.previewSize]
    : [view.modelUrl, view.optimizedSize ?? view.originalSize];
  return bytes !== null && bytes <= MODEL_FETCH_AHEAD_MAX_BYTES ? url : undefined;
}
