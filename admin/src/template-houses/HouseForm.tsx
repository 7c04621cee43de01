import { Typography } from '@mui/material';
import { UI_MESSAGES } from '@hauskonfig/shared';
import { FormDataConsumer, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { IMAGE_TYPES, storedImages } from './house-drafts';
import { HouseFields } from './HouseFields';
import { HouseFormToolbar } from './HouseFormToolbar';
import { HouseViewsSection } from './HouseViewsSection';
import { ImageSection } from './ImageSection';
import { PublishChecklist } from './PublishChecklist';
import { PublishPrompt } from './PublishPrompt';
import type { HouseFields as HouseFieldValues, TemplateHouseRecord } from './types';
import { UploadProgressDialog } from './UploadProgressDialog';
import { useHouseFiles } from './use-house-files';
import { useSaveHouse } from './use-save-house';

/**
 * The form of HouseCreate and HouseEdit: the house fields, its images and 3D models (kept
 * locally until saved) and what publishing still needs. A record with an id means editing.
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
        <FormDataConsumer<HouseFieldValues>>
          {({ formData }) => (
            <PublishChecklist
              fields={formData}
              images={files.images}
              imageDrafts={files.imageDrafts}
              rows={files.rows}
            />
          )}
        </FormDataConsumer>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('app.templateHouses.form.files')}
        </Typography>
        {IMAGE_TYPES.map((type) => (
          <ImageSection
            key={type}
            type={type}
            stored={storedImages(files.images, type)}
            draft={files.imageDrafts[type]}
            onChange={(draft) => files.setImageDraft(type, draft)}
            loading={files.imagesLoading}
          />
        ))}
        <HouseViewsSection
          rows={files.rows}
          errors={files.viewErrors}
          loading={files.viewsLoading}
          onChange={files.updateViews}
        />
      </SimpleForm>
      <UploadProgressDialog
        open={save.progress !== null}
        message={save.progress?.converting ? UI_MESSAGES.upload.convertingToUsdz : UI_MESSAGES.upload.updatingHouse}
        items={save.progress?.items ?? []}
        processing={save.progress?.converting}
        onContinueInBackground={save.continueInBackground}
      />
      <PublishPrompt houseId={save.promptHouseId} onClose={save.closePrompt} />
    </>
  );
};
