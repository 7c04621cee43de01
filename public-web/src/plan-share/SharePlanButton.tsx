import ShareIcon from '@mui/icons-material/ShareOutlined';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { messageOf } from '../api/api-error';
import { de } from '../i18n/de';
import { dePlanShare } from '../i18n/de-plan-share';
import { useConfigurator } from '../state/configurator-store';
import { planChoicesOf } from '../state/plan-choices';
import type { PlanPrices } from '../prices/use-plan-prices';
import { planShareApi } from './plan-share-api';

// Fetched on the first share, so the steps' pages do not carry the dialog's code.
const SharePlanDialog = lazy(() => import('./SharePlanDialog').then((module) => ({ default: module.SharePlanDialog })));

/**
 * "Planung teilen": freezes the plan as it is now into a read-only share and shows its link. A
 * failure is said next to the button, with a retry, so it is not missed.
 */
export const SharePlanButton = ({ prices }: { prices: PlanPrices }) => {
  const state = useConfigurator();
  const [busy, setBusy] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const share = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const created = await planShareApi.create(
        planChoicesOf(state, prices.plotShape, prices.guide?.financing ?? null),
      );
      setToken(created.token);
      setOpen(true);
    } catch (error) {
      setFailure(messageOf(error, dePlanShare.shareFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Button
        onClick={() => void share()}
        disabled={busy}
        variant="outlined"
        color="secondary"
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <ShareIcon />}
        sx={{ minHeight: 44 }}
      >
        {busy ? dePlanShare.sharing : dePlanShare.share}
      </Button>
      {failure && (
        <Alert
          severity="error"
          sx={{ mt: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={() => void share()} disabled={busy}>
              {de.common.retry}
            </Button>
          }
        >
          {failure}
        </Alert>
      )}
      {token && (
        <Suspense fallback={null}>
          <SharePlanDialog open={open} token={token} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
};
