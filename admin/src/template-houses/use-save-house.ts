import { type HouseViewDto, missingPublishRequirements, UI_MESSAGES } from '@hauskonfig/shared';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useRedirect, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider';
import { useAppDataProvider } from '../providers/use-app-data-provider';
import { apiErrorMessage, apiFieldErrors } from './api-errors';
import { isConverting, publishCandidate } from './house-drafts';
import { toHousePayload } from './house-payload';
import { runSaveStep, type SaveStep, stepFile, waitForConversions } from './save-house';
import { EDITABLE_HOUSE_FIELDS, type TemplateHouseRecord } from './types';
import type { UploadProgressItem } from './upload-progress';
import type { HouseFiles } from './use-house-files';
import { useNotifyText } from './use-notify-text';

const RESOURCE = 'template-houses';

interface SaveProgress {
  items: UploadProgressItem[];
  /** All files are sent and an uploaded model is still being converted. */
  converting: boolean;
}

/** A step that succeeded, with the view it saved. */
interface Completed {
  step: SaveStep;
  saved?: HouseViewDto;
}

const loadHouseFiles = async (dataProvider: AppDataProvider, houseId: string) => {
  const [images, views] = await Promise.all([dataProvider.houseImages(houseId), dataProvider.houseViews(houseId)]);
  return { images, views };
};

/**
 * Saving the house form (spec section 4): the house fields first (create answers the id), then
 * every pending file change with a progress dialog, then the publish prompt when the house has
 * become complete. A new house whose files fail is deleted again; an edited one keeps the form's
 * values and the changes not yet applied.
 */
export function useSaveHouse(record: TemplateHouseRecord | undefined, files: HouseFiles) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [promptHouseId, setPromptHouseId] = useState<string | null>(null);
  const conversionWait = useRef<AbortController | null>(null);

  useEffect(() => () => conversionWait.current?.abort(), []);

  const updateItem = (id: string, change: Partial<UploadProgressItem>) =>
    setProgress(
      (current) =>
        current && { ...current, items: current.items.map((item) => (item.id === id ? { ...item, ...change } : item)) },
    );

  const finish = (houseId: string) => {
    refresh();
    // A new house continues on its edit page, where its models' conversion is shown.
    if (!record) redirect('edit', RESOURCE, houseId);
  };

  const failMessage = (error: unknown) =>
    apiErrorMessage(error, record ? UI_MESSAGES.houses.updateFailed : UI_MESSAGES.houses.createFailed);

  const saveFields = async (values: Record<string, unknown>): Promise<TemplateHouseRecord> => {
    const data = toHousePayload(values);
    const answer = record
      ? await dataProvider.update<TemplateHouseRecord>(RESOURCE, { id: record.id, data, previousData: record })
      : await dataProvider.create<TemplateHouseRecord>(RESOURCE, { data });
    return answer.data;
  };

  const stepFailed = async (house: TemplateHouseRecord, step: SaveStep, error: unknown, completed: Completed[]) => {
    setProgress(null);
    const file = stepFile(step);
    notifyText(file ? `${file.name}: ${failMessage(error)}` : failMessage(error), 'error');
    if (!record) {
      // Spec section 4: a house whose creation failed halfway is deleted again, files and all.
      await dataProvider.delete(RESOURCE, { id: house.id, previousData: house }).catch(() => undefined);
      return;
    }
    for (const done of completed) files.completeStep(done.step, done.saved);
    const stored = await loadHouseFiles(dataProvider, house.id).catch(() => null);
    if (stored) files.showStored(stored.images, stored.views);
    refresh();
  };

  /** Runs the file changes; false when one failed (and was handled). */
  const applyFileChanges = async (house: TemplateHouseRecord): Promise<boolean> => {
    const steps = files.planSteps();
    if (steps.length === 0) return true;
    setProgress({
      converting: false,
      items: steps.flatMap((step) => {
        const file = stepFile(step);
        return file ? [{ id: step.key, name: file.name, loaded: 0, total: file.size, status: 'waiting' as const }] : [];
      }),
    });
    const completed: Completed[] = [];
    const converting: string[] = [];
    for (const step of steps) {
      try {
        updateItem(step.key, { status: 'sending' });
        const saved = await runSaveStep(dataProvider, house.id, step, ({ loaded, total }) =>
          updateItem(step.key, total > 0 ? { loaded, total } : { loaded }),
        );
        updateItem(step.key, { status: 'done' });
        completed.push({ step, saved });
        if (saved && stepFile(step) && isConverting(saved)) converting.push(saved.id);
      } catch (error) {
        updateItem(step.key, { status: 'failed' });
        await stepFailed(house, step, error, completed);
        return false;
      }
    }
    if (converting.length > 0) {
      setProgress((current) => current && { ...current, converting: true });
      const controller = new AbortController();
      conversionWait.current = controller;
      await waitForConversions(dataProvider, house.id, converting, controller.signal);
    }
    setProgress(null);
    return true;
  };

  const submit = async (values: Record<string, unknown>) => {
    if (!files.validate()) {
      notify('ra.message.invalid_form', { type: 'error' });
      return undefined;
    }
    setSaving(true);
    try {
      let house: TemplateHouseRecord;
      try {
        house = await saveFields(values);
      } catch (error) {
        notifyText(failMessage(error), 'error');
        return apiFieldErrors(error, EDITABLE_HOUSE_FIELDS);
      }
      if (!(await applyFileChanges(house))) return undefined;
      notifyText(UI_MESSAGES.houses.saved, 'success');
      const stored = await loadHouseFiles(dataProvider, house.id).catch(() => null);
      if (record) {
        files.resetDrafts();
        if (stored) files.showStored(stored.images, stored.views);
      }
      const complete =
        stored && missingPublishRequirements(publishCandidate(house, stored.images, stored.views)).length === 0;
      if (complete && !house.published) setPromptHouseId(house.id);
      else finish(house.id);
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  return {
    submit,
    saving,
    progress,
    continueInBackground: () => conversionWait.current?.abort(),
    promptHouseId,
    closePrompt: () => {
      setPromptHouseId(null);
      if (promptHouseId) finish(promptHouseId);
    },
  };
}
