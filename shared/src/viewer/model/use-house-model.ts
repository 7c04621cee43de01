import { useEffect, useState } from 'react';
import type { Group } from 'three';
import type { ViewerModel } from '../viewer-props.js';
import { type DownloadProgress, downloadModel, type FetchFile } from './download-model.js';
import { disposeObject } from './dispose-object.js';
import { ModelLoadError } from './model-load-error.js';
import { parseModel } from './parse-model.js';
import { placeOnGround, type Placement } from './place-on-ground.js';

/** What the shown scene is: the simplified preview model, or the model in full detail. */
export type ModelDetail = 'preview' | 'full';

/** The full model while a preview is shown: still streaming, or failed (the preview stays). */
type DetailLoad = { status: 'loading'; progress: DownloadProgress } | { status: 'error'; error: ModelLoadError };

export type ModelState =
  | { status: 'loading'; progress: DownloadProgress }
  | {
      status: 'ready';
      scene: Group;
      /** Where the scene stands: known with the scene, so its first frame is already the final one. */
      placement: Placement;
      startedAt: number;
      detail: ModelDetail;
      detailLoad?: DetailLoad;
    }
  | { status: 'error'; error: ModelLoadError };

/** A parsed model, stood on the ground. */
interface PlacedScene {
  scene: Group;
  placement: Placement;
}

interface Loaded {
  key: string;
  state: ModelState;
}

const asLoadError = (error: unknown) => (error instanceof ModelLoadError ? error : new ModelLoadError(String(error)));

/**
 * Loads the chosen model. With a preview model, that comes first and shows as soon as it is
 * there; the full model is fetched after it (not beside it: on a slow line they would share it)
 * and replaces it in place. A failed preview is passed over; a failed full model leaves the
 * preview in view with the reason. A new model (or a retry, which bumps `attempt`) drops the
 * current one at once, so the old house never shows under the new one's progress (spec
 * section 4), and frees its GPU memory.
 */
export function useHouseModel(
  model: ViewerModel | undefined,
  fetchFile: FetchFile,
  attempt: number,
  onError?: (error: Error) => void,
): ModelState | undefined {
  const key = model ? `${model.id}:${model.modelUrl}:${model.previewUrl ?? ''}:${attempt}` : '';
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    if (!model) return;
    const controller = new AbortController();
    const startedAt = performance.now();
    const scenes: Group[] = [];
    const update = (state: ModelState) => {
      if (!controller.signal.aborted) setLoaded({ key, state });
    };
    const load = async (url: string, onProgress: (progress: DownloadProgress) => void): Promise<PlacedScene> => {
      const parsed = await parseModel(await downloadModel(url, fetchFile, controller.signal, onProgress));
      if (controller.signal.aborted) {
        disposeObject(parsed);
        throw new ModelLoadError('aborted');
      }
      scenes.push(parsed);
      return { scene: parsed, placement: placeOnGround(parsed) };
    };

    const run = async () => {
      update({ status: 'loading', progress: 0 });
      // Without its preview the model loads as if it had none.
      const preview = model.previewUrl
        ? await load(model.previewUrl, (progress) => update({ status: 'loading', progress })).catch(() => undefined)
        : undefined;
      const previewState = ({ scene, placement }: PlacedScene, detailLoad: DetailLoad): ModelState => ({
        status: 'ready',
        scene,
        placement,
        startedAt,
        detail: 'preview',
        detailLoad,
      });
      if (preview) update(previewState(preview, { status: 'loading', progress: 0 }));
      try {
        const full = await load(model.modelUrl, (progress) =>
          update(preview ? previewState(preview, { status: 'loading', progress }) : { status: 'loading', progress }),
        );
        update({ status: 'ready', ...full, startedAt, detail: 'full' });
        if (preview) {
          scenes.splice(scenes.indexOf(preview.scene), 1);
          disposeObject(preview.scene);
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        const failure = asLoadError(error);
        update(
          preview ? previewState(preview, { status: 'error', error: failure }) : { status: 'error', error: failure },
        );
        onError?.(failure);
      }
    };
    void run();
    return () => {
      controller.abort();
      scenes.forEach(disposeObject);
    };
    // The key stands for the model and the attempt; fetchFile and onError are read when loading starts.
  }, [key]);

  if (!model) return undefined;
  return loaded?.key === key ? loaded.state : { status: 'loading', progress: 0 };
}
