import { CONSTRUCTION_WORK_KIND_LABELS, ConstructionWorkKind, type ConstructionStageDto } from '@hauskonfig/shared';
import {
  Box,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';

interface ConstructionWorkChecklistProps {
  stages: ConstructionStageDto[];
  selected: string[];
  onChange: (workIds: string[]) => void;
  onBlur: () => void;
  error?: string;
}

/** The chosen construction works as checkboxes, one group per stage. */
export const ConstructionWorkChecklist = ({
  stages,
  selected,
  onChange,
  onBlur,
  error,
}: ConstructionWorkChecklistProps) => {
  const translate = useTranslate();
  const names = new Map(stages.map((stage) => [stage.id, stage.name]));

  const toggle = (workId: string, checked: boolean) =>
    onChange(checked ? [...selected, workId] : selected.filter((id) => id !== workId));

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {translate('app.customerRequests.construction.selectedCount', { smart_count: selected.length })}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(240px, 1fr))' } }}
      >
        {stages.map((stage) => (
          <FormControl key={stage.id} component="fieldset" variant="standard">
            <FormLabel component="legend" sx={{ fontWeight: 600 }}>
              {stage.name}
            </FormLabel>
            {stage.constructionStageChildId && names.has(stage.constructionStageChildId) && (
              <FormHelperText sx={{ mt: 0 }}>
                {translate('app.customerRequests.construction.includes', {
                  name: names.get(stage.constructionStageChildId),
                })}
              </FormHelperText>
            )}
            {stage.constructionWorks.length === 0 ? (
              <FormHelperText>{translate('app.customerRequests.construction.noWorks')}</FormHelperText>
            ) : (
              <FormGroup>
                {stage.constructionWorks.map((work) => (
                  <FormControlLabel
                    key={work.id}
                    control={
                      <Checkbox
                        size="small"
                        checked={selected.includes(work.id)}
                        onChange={(event) => toggle(work.id, event.target.checked)}
                        onBlur={onBlur}
                      />
                    }
                    label={
                      <>
                        {work.name}
                        {work.kind === ConstructionWorkKind.ADDITIONAL_OPTION && (
                          <Chip
                            size="small"
                            variant="outlined"
                            sx={{ ml: 1 }}
                            label={CONSTRUCTION_WORK_KIND_LABELS[work.kind]}
                          />
                        )}
                      </>
                    }
                  />
                ))}
              </FormGroup>
            )}
          </FormControl>
        ))}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
};
