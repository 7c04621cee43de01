import { HouseKind, houseOrientationOf, UI_MESSAGES } from '@hauskonfig/shared';
import AddHomeIcon from '@mui/icons-material/AddHome';
import HomeIcon from '@mui/icons-material/Home';
import { Box, Button, CircularProgress, Skeleton, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/use-app-data-provider';
import { CurrentHouseSummary } from './CurrentHouseSummary';
import { useDirtyWhile } from '../../../forms/use-dirty-while';
import { useCustomHouseFiles } from './custom-house-files';
import { CustomHouseDataInputs } from './CustomHouseDataInputs';
import { CustomHouseFilesEditor } from './CustomHouseFilesEditor';
import { DetailList } from '../../common/DetailList';
import { HouseFilesPreview } from './HouseFilesPreview';
import { orientationDetails } from '../../common/orientation-details';
import { failureMessage } from '../../../providers/request-errors';
import { SectionCard } from '../../../layout/SectionCard';
import { TemplateHouseSelect, type TemplateHouseOption } from './TemplateHouseSelect';
import { useCustomHouseFormData } from './use-custom-house-form-data';
import { useLiveRequest } from '../use-live-request';

type Action = 'template' | 'custom';

/** A form value that is never sent: it only marks picked files as unsaved. */
const PICKED_FILES_FIELD = 'customHouseFilesPicked';

/**
 * The house the request shows: a template house, or a custom copy of one made for this
 * customer. Assigning is its own API call and takes effect at once; a custom house's data and
 * files are saved with the page.
 */
export const HouseAssignmentCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { record, refetch } = useLiveRequest();
  const house = record?.house ?? null;
  const isCustom = house?.kind === HouseKind.CUSTOM;
  const templateId = (isCustom ? house?.sourceTemplateId : house?.id) ?? null;
  const { data: template } = useGetOne<TemplateHouseOption>(
    'template-houses',
    { id: templateId ?? '' },
    { enabled: templateId !== null },
  );
  // null: follow the request's house; otherwise what staff picked in the select.
  const [choice, setChoice] = useState<{ option: TemplateHouseOption | null } | null>(null);
  const selected = choice ? choice.option : (template ?? null);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [running, setRunning] = useState<Action | null>(null);
  const custom = useCustomHouseFiles();
  useCustomHouseFormData();
  // Picked files count as unsaved changes: leaving the page asks first.
  useDirtyWhile((custom?.files.planSteps().length ?? 0) > 0, PICKED_FILES_FIELD);

  if (!record) return null;
  const selectedIsAssigned = !isCustom && selected !== null && house?.id === selected.id;

  const assignTemplate = async (option: TemplateHouseOption) => {
    try {
      await dataProvider.assignTemplateHouse(record.id, option.id);
      notify('app.customerRequests.house.assigned', { type: 'success' });
    } catch (error) {
      notify(failureMessage(UI_MESSAGES.customerRequests.assignTemplateHouseFailed, error), { type: 'error' });
      throw error;
    }
  };

  const createCustom = async () => {
    // The API copies the request's own template, so a newly picked one is assigned first.
    if (selected && !selectedIsAssigned && !isCustom) await assignTemplate(selected);
    try {
      await dataProvider.assignCustomHouse(record.id);
      notify('app.customerRequests.house.customCreated', { type: 'success' });
    } catch (error) {
      notify(failureMessage(UI_MESSAGES.customerRequests.assignCustomHouseFailed, error), { type: 'error' });
    }
  };

  const run = async (action: Action) => {
    setConfirming(null);
    setRunning(action);
    try {
      if (action === 'template' && selected) await assignTemplate(selected);
      if (action === 'custom') await createCustom();
      setChoice(null);
    } catch {
      // Already reported; the request is reloaded below either way.
    } finally {
      await refetch();
      setRunning(null);
    }
  };

  const busy = running !== null;
  const confirmTexts =
    confirming === 'template'
      ? {
          title: 'app.customerRequests.house.assignTemplateTitle',
          content: 'app.customerRequests.house.assignTemplateContent',
          confirm: 'app.customerRequests.house.assignTemplate',
        }
      : {
          title: 'app.customerRequests.house.createCustomTitle',
          content: selected
            ? 'app.customerRequests.house.createCustomContent'
            : 'app.customerRequests.house.createEmptyCustomContent',
          confirm: 'app.customerRequests.house.createCustom',
        };

  return (
    <SectionCard title={translate('app.customerRequests.sections.house')}>
      <Stack spacing={2}>
        <CurrentHouseSummary house={house} templateName={template?.name} />
        <Box data-testid="house-orientation">
          <DetailList items={orientationDetails(houseOrientationOf(record))} />
        </Box>
        {templateId !== null && !template ? (
          // The assigned template is still loading: no empty select that looks like "no house".
          <Skeleton variant="rounded" height={56} data-testid="house-select-loading" />
        ) : (
          <TemplateHouseSelect value={selected} onChange={(option) => setChoice({ option })} disabled={busy} />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="contained"
            disabled={busy || selected === null || selectedIsAssigned}
            // Replacing a custom house deletes it: that needs a confirmation, a template swap does not.
            onClick={() => (isCustom ? setConfirming('template') : run('template'))}
            startIcon={running === 'template' ? <CircularProgress size={18} color="inherit" /> : <HomeIcon />}
          >
            {translate('app.customerRequests.house.assignTemplate')}
          </Button>
          <Button
            variant="outlined"
            disabled={busy || isCustom}
            onClick={() => setConfirming('custom')}
            startIcon={running === 'custom' ? <CircularProgress size={18} color="inherit" /> : <AddHomeIcon />}
          >
            {translate('app.customerRequests.house.createCustom')}
          </Button>
        </Stack>
        {isCustom && <CustomHouseDataInputs />}
        {custom && <CustomHouseFilesEditor custom={custom} />}
        {house && !isCustom && <HouseFilesPreview key={house.id} houseId={house.id} />}
      </Stack>
      <Confirm
        isOpen={confirming !== null}
        title={confirmTexts.title}
        content={confirmTexts.content}
        confirm={confirmTexts.confirm}
        confirmColor="warning"
        contentTranslateOptions={{ template: selected?.name ?? '', house: house?.name ?? '' }}
        onConfirm={() => confirming && run(confirming)}
        onClose={() => setConfirming(null)}
      />
    </SectionCard>
  );
};
