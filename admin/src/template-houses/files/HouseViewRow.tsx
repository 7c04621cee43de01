import Close from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import UploadFile from '@mui/icons-material/UploadFile';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  Paper,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { ConversionStatus, FIELD_LABELS, type HouseViewDto, type PropertyShape } from '@hauskonfig/shared';
import type { ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ConversionStatusChip } from './ConversionStatusChip';
import type { ViewRow } from './house-drafts';
import { ModelReport } from './ModelReport';
import { ModelDownloads } from './ModelDownloads';
import { ModelPreviewButton } from '../../viewer/ModelPreviewButton';
import { RetryConversionButton } from './RetryConversionButton';

export interface HouseViewRowProps {
  row: ViewRow;
  /** The house is published, so its stored models are public files. */
  published: boolean;
  /** The house's plot shape, for the 3D preview. */
  propertyShape: PropertyShape | null;
  error?: string;
  onRename: (name: string) => void;
  onStandardChange: (standard: boolean) => void;
  onFile: (file: File) => void;
  /** Stored models toggle their deletion mark; new ones are discarded. */
  onRemove: () => void;
  /** A failed model was queued again. */
  onRetried: (view: HouseViewDto) => void;
}

/**
 * One 3D model: name, standard flag, its file (new or replacement), a live 3D preview (of the
 * picked file if there is one), conversion state, removal.
 */
export const HouseViewRow = ({
  row,
  published,
  propertyShape,
  error,
  onRename,
  onStandardChange,
  onFile,
  onRemove,
  onRetried,
}: HouseViewRowProps) => {
  const translate = useTranslate();
  const { view } = row;
  const groupLabel = row.name.trim() || translate('app.templateHouses.views.newModel');
  const removeLabel = translate(
    view ? 'app.templateHouses.images.markForDeletion' : 'app.templateHouses.views.discard',
  );

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={groupLabel}
      sx={{
        p: 2,
        mb: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: 2,
        opacity: row.removed ? 0.5 : 1,
      }}
    >
      <TextField
        label={translate('app.templateHouses.views.name')}
        value={row.name}
        onChange={(event) => onRename(event.target.value)}
        disabled={row.removed}
        error={!!error}
        helperText={error}
        size="small"
        sx={{ minWidth: 240 }}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={row.standard}
            disabled={row.removed}
            onChange={(event) => onStandardChange(event.target.checked)}
          />
        }
        label={FIELD_LABELS.standard}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
        <Button component="label" size="small" variant="outlined" startIcon={<UploadFile />} disabled={row.removed}>
          {translate(view ? 'app.templateHouses.views.replaceFile' : 'app.templateHouses.views.chooseFile')}
          <input type="file" accept=".glb,model/gltf-binary" hidden onChange={pick} disabled={row.removed} />
        </Button>
        {row.file && (
          <Typography variant="caption">
            {translate('app.templateHouses.views.selectedFile', { name: row.file.name })}
          </Typography>
        )}
      </Box>
      <ModelPreviewButton
        name={row.name}
        view={view}
        file={row.file}
        published={published}
        propertyShape={propertyShape}
        disabled={row.removed}
      />
      {view && (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
          <ConversionStatusChip view={view} />
          {view.conversionError && (
            <Typography variant="caption" color="error" role="status">
              {translate('app.templateHouses.views.failedReason', { reason: view.conversionError })}
            </Typography>
          )}
          {view.conversionReport && <ModelReport report={view.conversionReport} />}
          {view.conversionWarnings.map((warning) => (
            <Typography key={warning} variant="caption" color="warning.dark" role="note" sx={{ maxWidth: 420 }}>
              {warning}
            </Typography>
          ))}
          {/* A replacement file converts on saving anyway; a removed model needs no retry. */}
          {view.conversionStatus === ConversionStatus.FAILED && !row.file && !row.removed && (
            <RetryConversionButton view={view} onQueued={onRetried} />
          )}
          <ModelDownloads view={view} />
        </Box>
      )}
      <Tooltip title={removeLabel}>
        <IconButton
          aria-label={removeLabel}
          aria-pressed={view ? row.removed : undefined}
          onClick={onRemove}
          sx={{ ml: 'auto' }}
        >
          {!view ? <Close /> : row.removed ? <RestoreFromTrash /> : <DeleteOutlined />}
        </IconButton>
      </Tooltip>
    </Paper>
  );
};
