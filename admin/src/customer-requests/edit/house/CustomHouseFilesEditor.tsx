import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FileChangesDialog } from '../../../template-houses/files/upload/FileChangesDialog';
import { HouseFileSections } from '../../../template-houses/files/HouseFileSections';
import type { CustomHouseFiles } from './custom-house-files';

/**
 * The images and 3D models of a request's custom house, edited like those of a template house
 * (same sections, same upload dialog). They are sent by the page's one save, after the request's data.
 */
export const CustomHouseFilesEditor = ({ custom }: { custom: CustomHouseFiles }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Alert severity="info">{translate('app.customerRequests.house.customNote')}</Alert>
      <HouseFileSections files={custom.files} propertyShapeSource="customHouse.propertyShape" />
      <FileChangesDialog
        progress={custom.changes.progress}
        onContinueInBackground={custom.changes.continueInBackground}
      />
    </Stack>
  );
};
