import { Typography } from '@mui/material';
import { FormDataConsumer, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { FileChangesDialog } from '../files/upload/FileChangesDialog';
import { HouseFields } from './HouseFields';
import { HouseFormToolbar } from './HouseFormToolbar';
import { StagePricesSection } from './StagePricesSection';
import { HouseFileSections } from '../files/HouseFileSections';
import { PublishChecklist } from '../publish/PublishChecklist';
import { PublishPrompt } from '../publish/PublishPrompt';
import { formPublishChecks } from '../publish/form-publish-checks';
import type { HouseFields as HouseFieldValues, TemplateHouseRecord } from '../types';
import { useHouseFiles } from '../files/use-house-files';
import { useSaveHouse } from './use-save-house';

/**
 * The form of HouseCreate and HouseEdit: the house fields, its guide prices by construction
 * stage (sent with the fields), its images and 3D models (kept locally until saved) and what
 * publishing still needs, which the publish prompt after a save lists too. A record with an id
 * means editing.
 */
export const HouseForm = () => {
  const translate = useTranslate();
  const context = useRecordContext<TemplateHouseRecord>();
  const record = context?.id ? context : undefined;
  const files = useHouseFiles(record?.id);
  const save = useSaveHouse(record, files);

  return (
    <>
      <SimpleForm onSubmit={save.submit} toolbar={<HouseFormToolbar saving={save.saving} />}>
        <Typography variant="h6" component="h2">
          {translate('app.templateHouses.form.houseData')}
        </Typography>
        <HouseFields />
        <StagePricesSection />
        <FormDataConsumer<HouseFieldValues>>
          {({ formData }) => {
            const checks = formPublishChecks(formData, files);
            return (
              <>
                <PublishChecklist checks={checks} />
                <PublishPrompt houseId={save.promptHouseId} checks={checks} onClose={save.closePrompt} />
              </>
            );
          }}
        </FormDataConsumer>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('app.templateHouses.form.files')}
        </Typography>
        <HouseFileSections files={files} />
      </SimpleForm>
      <FileChangesDialog progress={save.progress} onContinueInBackground={save.continueInBackground} />
    </>
  );
};
