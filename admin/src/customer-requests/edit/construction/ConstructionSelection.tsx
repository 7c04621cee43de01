import { selectStageWorkIds, type ConstructionStageDto } from '@hauskonfig/shared';
import { Typography } from '@mui/material';
import type { ChangeEvent } from 'react';
import { SelectInput, useInput, useTranslate, type RaRecord } from 'react-admin';
import { ConstructionWorkChecklist } from './ConstructionWorkChecklist';

/** The stage select and the works it checks; both are fields of the edit form. */
export const ConstructionSelection = ({ stages }: { stages: ConstructionStageDto[] }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput<string[]>({ source: 'constructionWorkIds', defaultValue: [] });
  const selected: string[] = Array.isArray(field.value) ? field.value : [];

  // Choosing a stage checks its works and those of the stages it includes (spec section 4).
  const onStageChange = (eventOrChoice: ChangeEvent<HTMLInputElement> | RaRecord) => {
    const stageId = 'target' in eventOrChoice ? eventOrChoice.target.value : eventOrChoice.id;
    if (typeof stageId === 'string' && stageId !== '') field.onChange(selectStageWorkIds(stages, stageId));
  };

  return (
    <>
      <SelectInput
        source="constructionStageId"
        choices={stages}
        optionText="name"
        translateChoice={false}
        emptyText="app.customerRequests.construction.noStage"
        onChange={onStageChange}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.customerRequests.construction.stageHint')}
      </Typography>
      <ConstructionWorkChecklist
        stages={stages}
        selected={selected}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={fieldState.error?.message}
      />
    </>
  );
};
