import ThreeDRotation from '@mui/icons-material/ThreeDRotation';
import { Button } from '@mui/material';
import type { HouseViewDto, PropertyShape } from '@hauskonfig/shared';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useObjectUrl } from '../template-houses/common/use-object-url';
import { ModelPreviewDialog } from './ModelPreviewDialog';
import { toViewerModel } from './viewer-model';

interface ModelPreviewButtonProps {
  name: string;
  /** The stored model; previewed unless a new file was picked. */
  view?: HouseViewDto;
  /** A picked file, not uploaded yet: previewed from the browser's memory. */
  file?: File;
  /** The house is published: its stored files are public. */
  published: boolean;
  /** The house's plot shape, shown around the house. */
  propertyShape: PropertyShape | null;
  disabled?: boolean;
}

/** Opens the live 3D preview of one model of the house form. */
export const ModelPreviewButton = ({
  name,
  view,
  file,
  published,
  propertyShape,
  disabled,
}: ModelPreviewButtonProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = name.trim() || translate('app.templateHouses.views.newModel');
  const close = () => setOpen(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ThreeDRotation />}
        disabled={disabled || (!view && !file)}
        onClick={() => setOpen(true)}
      >
        {translate('app.viewer.preview')}
      </Button>
      {open && file && <LocalFilePreview name={label} file={file} propertyShape={propertyShape} onClose={close} />}
      {open && !file && view && (
        <ModelPreviewDialog
          open
          onClose={close}
          name={label}
          model={toViewerModel(view)}
          publicFiles={published}
          propertyShape={propertyShape}
        />
      )}
    </>
  );
};

interface LocalFilePreviewProps {
  name: string;
  file: File;
  propertyShape: PropertyShape | null;
  onClose: () => void;
}

const LocalFilePreview = ({ name, file, propertyShape, onClose }: LocalFilePreviewProps) => {
  const { url } = useObjectUrl(file);
  const model = url ? { id: `local:${file.name}:${file.lastModified}`, name, modelUrl: url, usdzUrl: null } : undefined;
  return (
    <ModelPreviewDialog
      open
      onClose={onClose}
      name={name}
      model={model}
      publicFiles={false}
      propertyShape={propertyShape}
    />
  );
};
