import Public from '@mui/icons-material/Public';
import PublicOff from '@mui/icons-material/PublicOff';
import { Button, Chip } from '@mui/material';
import { TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { PublishRefusalDialog } from './PublishRefusalDialog';
import type { TemplateHouseRecord } from './types';
import { usePublishHouse } from './use-publish-house';

/**
 * Actions of the edit page: the publication state and the way to change it. Publishing uses
 * the stored house, so unsaved changes of the form do not count.
 */
export const PublishActions = () => {
  const record = useRecordContext<TemplateHouseRecord>();
  const translate = useTranslate();
  const { publish, pending, refusal, dismissRefusal } = usePublishHouse();
  if (!record) return null;

  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <Chip
        color={record.published ? 'success' : 'default'}
        label={translate(
          record.published ? 'app.templateHouses.publish.statusPublished' : 'app.templateHouses.publish.statusDraft',
        )}
      />
      <Button
        onClick={() => void publish(record.id, !record.published)}
        disabled={pending}
        startIcon={record.published ? <PublicOff /> : <Public />}
      >
        {translate(record.published ? 'app.templateHouses.publish.withdraw' : 'app.templateHouses.publish.publish')}
      </Button>
      <PublishRefusalDialog refusal={refusal} onClose={dismissRefusal} />
    </TopToolbar>
  );
};
