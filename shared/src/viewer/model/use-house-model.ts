import { useEffect, useState } from 'react';
import type { Group } from 'three';
import type { ViewerModel } from '../viewer-props.js';
import { type DownloadProgress, downloadModel, type FetchFile } from './download-model.js';
import { disposeObject } from './dispose-object.js';
import { ModelLoadError } from './model-load-error.js';
import { parseModel } from './parse-model.js';

export type ModelState =
  | { status: 'loading'; progress: DownloadProgress }
  | { status: 'ready'; scene: Group; startedAt: number }
  | { status: 'error'; error: ModelLoadError };

interface Loaded {
  key: string;
  state: ModelState;
}

/**
 * Loads the chosen model. A new model (or a retry, which bumps `attempt`) drops the current one
 * at once, so the old house never shows under the new one's progress (spec section 4), and frees
 * its GPU memory.
 */
export function useHouseModel(
  model: ViewerModel | undefined,
  fetchFile: FetchFile,
  attempt: number,
  onError?: (error: Error) => void,
): ModelState | undefined {
  const key = model ? `${model.id}:${model.modelUrl}:${attempt}` : '';
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    if (!model) return;
    const controller = new AbortController();
    const startedAt = performance.now();
    let scene: Group | undefined;
    const update = (state: ModelState) => {
      if (!controller.signal.aborted) setLoaded({ key, state });
    };
    update({ status: 'loading', progress: 0 });
    downloadModel(model.modelUrl, fetchFile, controller.signal, (progress) => update({ status: 'loading', progress }))
      .then(parseModel)
      .then(
        (parsed) => {
          if (controller.signal.aborted) return disposeObject(parsed);
          scene = parsed;
          update({ status: 'ready', scene: parsed, startedAt });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const failure = error instanceof ModelLoadError ? error : new ModelLoadError(String(error));
          update({ status: 'error', error: failure });
          onError?.(failure);
        },
      );
    return () => {
      controller.abort();
      if (scene) disposeObject(scene);
    };
    // The key stands for the model and the attempt; fetchFile and onError are read when loading starts.
  }, [key]);

  if (!model) return undefined;
  return loaded?.key === key ? loaded.state : { status: 'loading', progress: 0 };
}
