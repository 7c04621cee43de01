import { EDITABLE_HOUSE_FIELDS, missingPublishRequirements, UI_MESSAGES } from '@hauskonfig/shared';
import { useState } from 'react';
import { useNotify, useRedirect, useRefresh } from 'react-admin';
import { useAppDataProvider } from '../../providers/use-app-data-provider';
import { apiErrorMessage, apiFieldErrors } from '../../providers/request-errors';
import { publishCandidate } from '../files/house-drafts';
import { toHousePayload } from './house-payload';
import { stagePriceFields } from './stage-prices';
import { stepFile } from '../files/save-house';
import type { TemplateHouseRecord } from '../types';
import { useApplyFileChanges } from '../files/use-apply-file-changes';
import type { HouseFiles } from '../files/use-house-files';
import { useNotifyText } from '../../layout/use-notify-text';

const RESOURCE = 'template-houses';

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
  const fileChanges = useApplyFileChanges(files);
  const [saving, setSaving] = useState(false);
  const [promptHouseId, setPromptHouseId] = useState<string | null>(null);

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

  /** Runs the file changes; false when one failed (and was handled). */
  const applyFileChanges = async (house: TemplateHouseRecord): Promise<boolean> => {
    const outcome = await fileChanges.apply(house.id);
    if (outcome.ok) return true;
    const file = stepFile(outcome.step);
    const message = failMessage(outcome.error);
    notifyText(file ? `${file.name}: ${message}` : message, 'error');
    if (!record) {
      // Spec section 4: a house whose creation failed halfway is deleted again, files and all.
      await dataProvider.delete(RESOURCE, { id: house.id, previousData: house }).catch(() => undefined);
      return false;
    }
    await fileChanges.keepApplied(house.id, outcome.completed);
    refresh();
    return false;
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
        return apiFieldErrors(error, [...EDITABLE_HOUSE_FIELDS, ...stagePriceFields(values)]);
      }
      if (!(await applyFileChanges(house))) return undefined;
      notifyText(UI_MESSAGES.houses.saved, 'success');
      const stored = await fileChanges.showSaved(house.id);
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
    progress: fileChanges.progress,
    continueInBackground: fileChanges.continueInBackground,
    promptHouseId,
    closePrompt: () => {
      setPromptHouseId(null);
      if (promptHouseId) finish(promptHouseId);
    },
  };
}
