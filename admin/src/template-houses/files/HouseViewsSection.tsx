import Add from '@mui/icons-material/Add';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { FIELD_LABELS, type HouseViewDto, type PropertyShape } from '@hauskonfig/shared';
import { useId } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { newDraftKey, type ViewDrafts, type ViewRow } from './house-drafts';
import { HouseViewRow } from './HouseViewRow';
import type { TemplateHouseRecord } from '../types';

export interface HouseViewsSectionProps {
  rows: ViewRow[];
  errors: Record<string, string>;
  loading?: boolean;
  onChange: (update: (drafts: ViewDrafts) => ViewDrafts) => void;
  /** A failed model was queued again: its new stored state. */
  onRetried: (view: HouseViewDto) => void;
  /** The house's plot shape, shown around the house in the 3D previews. */
  propertyShape: PropertyShape | null;
}

/** Local change of one stored view or of one new view, by row key. */
function changeRow(drafts: ViewDrafts, row: ViewRow, change: { name?: string; file?: File }): ViewDrafts {
  if (row.view) {
    return { ...drafts, edits: { ...drafts.edits, [row.key]: { ...drafts.edits[row.key], ...change } } };
  }
  return { ...drafts, added: drafts.added.map((added) => (added.key === row.key ? { ...added, ...change } : added)) };
}

function removeRow(drafts: ViewDrafts, row: ViewRow): ViewDrafts {
  if (row.view) {
    const edit = drafts.edits[row.key];
    return { ...drafts, edits: { ...drafts.edits, [row.key]: { ...edit, removed: !edit?.removed } } };
  }
  return {
    ...drafts,
    added: drafts.added.filter((added) => added.key !== row.key),
    standardKey: drafts.standardKey === row.key ? undefined : drafts.standardKey,
  };
}

/**
 * The 3D models of the house: stored ones (with their conversion state) and new ones, all
 * changed locally until the house is saved. One model at most is the standard view.
 */
export const HouseViewsSection = ({
  rows,
  errors,
  loading = false,
  onChange,
  onRetried,
  propertyShape,
}: HouseViewsSectionProps) => {
  const translate = useTranslate();
  const headingId = useId();
  // Stored models of a published house are public; the 3D preview may then offer AR apps that fetch them.
  const published = useRecordContext<TemplateHouseRecord>()?.published === true;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3, width: '100%' }}>
      <Typography id={headingId} variant="subtitle1" component="h3" gutterBottom>
        {FIELD_LABELS.houseViewIds}
      </Typography>
      {loading && <LinearProgress sx={{ mb: 1, maxWidth: 300 }} />}
      {!loading && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.templateHouses.views.none')}
        </Typography>
      )}
      {rows.map((row) => (
        <HouseViewRow
          key={row.key}
          row={row}
          published={published}
          propertyShape={propertyShape}
          error={errors[row.key]}
          onRename={(name) => onChange((drafts) => changeRow(drafts, row, { name }))}
          onFile={(file) => onChange((drafts) => changeRow(drafts, row, { file }))}
          onStandardChange={(standard) => onChange((drafts) => ({ ...drafts, standardKey: standard ? row.key : null }))}
          onRemove={() => onChange((drafts) => removeRow(drafts, row))}
          onRetried={onRetried}
        />
      ))}
      <Button
        size="small"
        variant="outlined"
        startIcon={<Add />}
        onClick={() => {
          const key = newDraftKey();
          onChange((drafts) => ({ ...drafts, added: [...drafts.added, { key, name: '' }] }));
        }}
      >
        {translate('app.templateHouses.views.add')}
      </Button>
    </Box>
  );
};
