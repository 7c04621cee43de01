import { useCallback, useState } from 'react';
import { DEFAULT_FOOTPRINT } from '../rules/plot-terrain.js';
import type { FetchFile } from './model/download-model.js';
import { type ModelDetail, useHouseModel } from './model/use-house-model.js';
import type { ViewerModel } from './viewer-props.js';

/** The first frame drawn of one load (`key`: model and attempt), and what it showed. */
interface FirstFrame {
  key: string;
  ms: number;
  detail: ModelDetail;
}

/**
 * The chosen model and its load: progress, preview then full detail, a retry, and what the
 * canvas drew of it, as the root's data attributes (`data-state`, `data-first-frame-ms`,
 * `data-detail`, `data-house-frame`).
 */
export function useShownModel(
  models: ViewerModel[],
  initialModelId: string | undefined,
  fetchFile: FetchFile,
  onModelError?: (error: Error) => void,
) {
  const [modelId, setModelId] = useState(initialModelId ?? models[0]?.id);
  const model = models.find((candidate) => candidate.id === modelId) ?? models[0];
  const [attempt, setAttempt] = useState(0);
  const [firstFrame, setFirstFrame] = useState<FirstFrame>();
  const [houseFrame, setHouseFrame] = useState<string>();
  const modelState = useHouseModel(model, fetchFile, attempt, onModelError);
  const ready = modelState?.status === 'ready' ? modelState : undefined;
  const loadKey = `${model?.id}:${attempt}`;
  const drawn = firstFrame?.key === loadKey && ready ? firstFrame : undefined;
  const startedAt = ready?.startedAt ?? 0;
  const detail = ready?.detail ?? 'full';
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  // Called after the first frame of each scene: the preview's, then the full model's. The time
  // stays that of the first picture.
  const onFirstFrame = useCallback(
    () =>
      setFirstFrame((shown) => ({
        key: loadKey,
        ms: shown?.key === loadKey ? shown.ms : Math.round(performance.now() - startedAt),
        detail,
      })),
    [loadKey, startedAt, detail],
  );

  const state = !model ? 'empty' : modelState?.status === 'error' ? 'error' : drawn ? 'ready' : 'loading';
  return {
    model,
    chooseModel: setModelId,
    modelState,
    footprint: ready?.placement.footprint ?? DEFAULT_FOOTPRINT,
    detailLoad: ready?.detailLoad,
    retry,
    onFirstFrame,
    onHouseFrame: setHouseFrame,
    facts: {
      'data-state': state,
      'data-first-frame-ms': drawn?.ms,
      'data-detail': drawn?.detail,
      'data-house-frame': drawn ? houseFrame : undefined,
    },
  };
}
