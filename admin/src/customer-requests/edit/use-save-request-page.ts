import { useCallback, useState } from 'react';
import { useNotify, useSaveContext, useTranslate, type RaRecord } from 'react-admin';
import { useNotifyText } from '../../layout/use-notify-text';
import { useCustomHouseFiles } from './house/custom-house-files';
import { dataSaveOutcome, fileStepNotice } from './request-save-outcome';

export type PageSaveOutcome = { ok: true } | { ok: false; fieldErrors?: Record<string, string> };

/**
 * The request page's one save: the request's data (with its custom house's data) through the Edit
 * controller, then the custom house's picked images and 3D models under the upload progress
 * dialog, then one notice. Nothing typed or picked is dropped on a failure: server validation
 * errors go to their inputs, and file changes not applied stay picked.
 */
export function useSaveRequestPage() {
  const { save } = useSaveContext();
  const custom = useCustomHouseFiles();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const translate = useTranslate();
  const [saving, setSaving] = useState(false);

  const saveFiles = useCallback(async (): Promise<boolean> => {
    if (!custom || custom.files.planSteps().length === 0) return true;
    const outcome = await custom.changes.apply(custom.houseId);
    if (outcome.ok) {
      await custom.changes.showSaved(custom.houseId);
      return true;
    }
    notifyText(fileStepNotice(outcome.step, outcome.error), 'error');
    await custom.changes.keepApplied(custom.houseId, outcome.completed);
    return false;
  }, [custom, notifyText]);

  const saveAll = useCallback(
    async (values: Partial<RaRecord>): Promise<PageSaveOutcome> => {
      if (custom && !custom.files.validate()) {
        notify('ra.message.invalid_form', { type: 'error' });
        return { ok: false };
      }
      setSaving(true);
      try {
        let failure: unknown = null;
        const errors: unknown = await save?.(values, {
          onError: (error: unknown) => {
            failure = error;
          },
        });
        const data = dataSaveOutcome(errors, failure);
        if (!data.ok && 'fieldErrors' in data) return { ok: false, fieldErrors: data.fieldErrors };
        if (!data.ok) {
          notifyText(data.notice, 'error');
          return { ok: false };
        }
        if (!(await saveFiles())) return { ok: false };
        notifyText(translate('resources.customer-requests.notifications.updated', { smart_count: 1 }), 'success');
        return { ok: true };
      } finally {
        setSaving(false);
      }
    },
    [custom, notify, notifyText, save, saveFiles, translate],
  );

  return { saveAll, saving };
}
