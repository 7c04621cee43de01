import Public from '@mui/icons-material/Public';
import PublicOff from '@mui/icons-material/PublicOff';
import { Box, Button, Chip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { PublishRefusalDialog } from './PublishRefusalDialog';
import type { TemplateHouseRecord } from '../types';
import { usePublishHouse } from './use-publish-house';

/**
 * Actions of the edit page: the publication state and the way to change it. Publishing uses
 * the stored house, so unsaved changes of the form do not count. Withdrawing takes the house out
 * of the customers' catalogue at once, so it is confirmed first.
 */
export const PublishActions = () => {
  const record = useRecordContext<TemplateHouseRecord>();
  const translate = useTranslate();
  const { publish, pending, refusal, dismissRefusal } = usePublishHouse();
  const [confirmingWithdrawal, setConfirmingWithdrawal] = useState(false);
  if (!record) return null;

  const withdraw = async () => {
    await publish(record.id, false);
    setConfirmingWithdrawal(false);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Chip
        color={record.published ? 'success' : 'default'}
        label={translate(
          record.published ? 'app.templateHouses.publish.statusPublished' : 'app.templateHouses.publish.statusDraft',
        )}
      />
      <Button
        onClick={() => (record.published ? setConfirmingWithdrawal(true) : void publish(record.id, true))}
        disabled={pending}
        startIcon={record.published ? <PublicOff /> : <Public />}
      >
        {translate(record.published ? 'app.templateHouses.publish.withdraw' : 'app.templateHouses.publish.publish')}
      </Button>
      <Confirm
        isOpen={confirmingWithdrawal}
        loading={pending}
        title="app.templateHouses.publish.withdrawTitle"
        content="app.templateHouses.publish.withdrawText"
        translateOptions={{ name: record.name }}
        confirm="app.templateHouses.publish.withdraw"
        confirmColor="warning"
        ConfirmIcon={PublicOff}
        onConfirm={withdraw}
        onClose={() => setConfirmingWithdrawal(false)}
      />
      <PublishRefusalDialog refusal={refusal} onClose={dismissRefusal} />
    </Box>
  );
};
