import type { SavedPlanReceiptDto } from '@hauskonfig/shared';
import SaveIcon from '@mui/icons-material/BookmarkBorderOutlined';
import { Button, CircularProgress } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { messageOf } from '../api/api-error';
import { deSavedPlan } from '../i18n/de-saved-plan';
import { notifyError } from '../notifications/notification-store';
import { configuratorStore } from '../state/configurator-store';
import { savePlan } from './save-plan';

// Fetched on the first save, so the steps' pages do not carry the dialog's code; the fetch starts
// with the save, so the dialog does not wait for its code after the answer.
const loadDialog = () => import('./SavedPlanDialog').then((module) => ({ default: module.SavedPlanDialog }));
const SavedPlanDialog = lazy(loadDialog);

/** "Planung speichern": saves the plan as it is now and shows its code and link. */
export const SavePlanButton = () => {
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<SavedPlanReceiptDto | null>(null);
  const [open, setOpen] = useState(false);

  const save = async () => {
    setBusy(true);
    // A failed fetch shows when the dialog renders, through the lazy component's own import.
    loadDialog().catch(() => undefined);
    try {
      setReceipt(await savePlan(configuratorStore.get()));
      setOpen(true);
    } catch (error) {
      notifyError(messageOf(error, deSavedPlan.saveFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        onClick={() => void save()}
        disabled={busy}
        color="secondary"
        size="small"
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
        sx={{ minHeight: 44, whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {busy ? deSavedPlan.saving : deSavedPlan.save}
      </Button>
      {receipt && (
        <Suspense fallback={null}>
          <SavedPlanDialog open={open} receipt={receipt} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
