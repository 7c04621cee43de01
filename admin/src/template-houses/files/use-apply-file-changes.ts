import type { HouseViewDto } from '@hauskonfig/shared';
import { useEffect, useRef, useState } from 'react';
import type { AppDataProvider } from '../../providers/data-provider';
import { useAppDataProvider } from '../../providers/use-app-data-provider';
import { isConverting } from './house-drafts';
import { runSaveStep, type SaveStep, stepFile, waitForConversions } from './save-house';
import type { UploadProgressItem } from './upload/upload-progress';
import type { HouseFiles } from './use-house-files';

export interface FileChangesProgress {
  items: UploadProgressItem[];
  /** All files are sent and an uploaded model is still being converted. */
  converting: boolean;
}

/** A step that succeeded, with the view it saved. */
export interface CompletedStep {
  step: SaveStep;
  saved?: HouseViewDto;
}

export type FileChangesOutcome =
  { ok: true } | { ok: false; step: SaveStep; error: unknown; completed: CompletedStep[] };

const loadHouseFiles = async (dataProvider: AppDataProvider, houseId: string) => {
  const [images, views] = await Promise.all([dataProvider.houseImages(houseId), dataProvider.houseViews(houseId)]);
  return { images, views };
};

/**
 * Sends the pending image and 3D-model changes of a house, one call at a time, with the state of
 * the upload progress dialog; once the files are sent it waits for the conversion of uploaded
 * models unless staff continue in the background. Used by the template-house form and by the
 * custom house of a request.
 */
export function useApplyFileChanges(files: HouseFiles) {
  const dataProvider = useAppDataProvider();
  const [progress, setProgress] = useState<FileChangesProgress | null>(null);
  const conversionWait = useRef<AbortController | null>(null);

  useEffect(() => () => conversionWait.current?.abort(), []);

  const updateItem = (id: string, change: Partial<UploadProgressItem>) =>
    setProgress(
      (current) =>
        current && { ...current, items: current.items.map((item) => (item.id === id ? { ...item, ...change } : item)) },
    );

  const apply = async (houseId: string): Promise<FileChangesOutcome> => {
    const steps = files.planSteps();
    if (steps.length === 0) return { ok: true };
    setProgress({
      converting: false,
      items: steps.flatMap((step) => {
        const file = stepFile(step);
        return file ? [{ id: step.key, name: file.name, loaded: 0, total: file.size, status: 'waiting' as const }] : [];
      }),
    });
    const completed: CompletedStep[] = [];
    const converting: string[] = [];
    for (const step of steps) {
      try {
        updateItem(step.key, { status: 'sending' });
        const saved = await runSaveStep(dataProvider, houseId, step, ({ loaded, total }) =>
          updateItem(step.key, total > 0 ? { loaded, total } : { loaded }),
        );
        updateItem(step.key, { status: 'done' });
        completed.push({ step, saved });
        if (saved && stepFile(step) && isConverting(saved)) converting.push(saved.id);
      } catch (error) {
        setProgress(null);
        return { ok: false, step, error, completed };
      }
    }
    if (converting.length > 0) {
      setProgress((current) => current && { ...current, converting: true });
      const controller = new AbortController();
      conversionWait.current = controller;
      await waitForConversions(dataProvider, houseId, converting, controller.signal);
    }
    setProgress(null);
    return { ok: true };
  };

  /** After a failed step of a stored house: forget what was applied and show the stored state. */
  const keepApplied = async (houseId: string, completed: CompletedStep[]) => {
    for (const done of completed) files.completeStep(done.step, done.saved);
    const stored = await loadHouseFiles(dataProvider, houseId).catch(() => null);
    if (stored) files.showStored(houseId, stored.images, stored.views);
  };

  /** After every change was applied: drop the drafts and show the stored state; answers it. */
  const showSaved = async (houseId: string) => {
    const stored = await loadHouseFiles(dataProvider, houseId).catch(() => null);
    files.resetDrafts();
    if (stored) files.showStored(houseId, stored.images, stored.views);
    return stored;
  };

  return {
    progress,
    apply,
    keepApplied,
    showSaved,
    continueInBackground: () => conversionWait.current?.abort(),
  };
}
