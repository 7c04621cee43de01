import { UI_MESSAGES } from '@hauskonfig/shared';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { apiErrorMessage } from '../template-houses/api-errors';
import { FileChangesDialog } from '../template-houses/FileChangesDialog';
import { HouseFileSections } from '../template-houses/HouseFileSections';
import { stepFile } from '../template-houses/save-house';
import { useApplyFileChanges } from '../template-houses/use-apply-file-changes';
import { useHouseFiles } from '../template-houses/use-house-files';
import { useNotifyText } from '../template-houses/use-notify-text';

/**
 * The images and 3D models of a request's custom house, edited like those of a template house
 * (same sections, same upload dialog) and saved on their own button: the house belongs to this
 * request only, so its files are independent of the request form's Save.
 */
export const CustomHouseFilesEditor = ({ houseId }: { houseId: string }) => {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const files = useHouseFiles(houseId, UI_MESSAGES.customerRequests.customHouseLoadFailed);
  const fileChanges = useApplyFileChanges(files);
  const [saving, setSaving] = useState(false);
  const pending = files.planSteps().length > 0;

  const save = async () => {
    if (!files.validate()) return;
    setSaving(true);
    try {
      const outcome = await fileChanges.apply(houseId);
      if (outcome.ok) {
        await fileChanges.showSaved(houseId);
        notifyText(translate('app.customerRequests.house.filesSaved'), 'success');
        return;
      }
      const file = stepFile(outcome.step);
      const message = apiErrorMessage(outcome.error, UI_MESSAGES.customerRequests.customHouseSaveFailed);
      notifyText(file ? `${file.name}: ${message}` : message, 'error');
      await fileChanges.keepApplied(houseId, outcome.completed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Alert severity="info">{translate('app.customerRequests.house.customNote')}</Alert>
      <HouseFileSections files={files} />
      <div>
        <Button
          variant="contained"
          disabled={!pending || saving}
          onClick={save}
          startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
        >
          {translate('app.customerRequests.house.saveFiles')}
        </Button>
      </div>
      <FileChangesDialog progress={fileChanges.progress} onContinueInBackground={fileChanges.continueInBackground} />
    </Stack>
  );
};
