import { CONSTRUCTION_WORK_KIND_LABELS, ConstructionWorkKind, type ConstructionStageDto } from '@hauskonfig/shared';
import { Box, Checkbox, Chip, FormControlLabel, Typography } from '@mui/material';
import { surchargeText } from '../prices/price-text';

interface WorkChecklistProps {
  /** The chosen stage followed by the stages it includes. */
  chain: ConstructionStageDto[];
  selected: string[];
  onToggle: (workId: string, checked: boolean) => void;
}

/**
 * The works of the chosen stage and of the stages it contains, each one tickable; a Zusatzoption
 * shows its surcharge (included works cost nothing extra).
 */
export const WorkChecklist = ({ chain, selected, onToggle }: WorkChecklistProps) => (
  <Box sx={{ display: 'grid', gap: 2 }}>
    {chain.map((stage) => (
      <Box key={stage.id} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
          {stage.name}
        </Typography>
        <Box sx={{ display: 'grid' }}>
          {stage.constructionWorks.map((work) => (
            <FormControlLabel
              key={work.id}
              sx={{ alignItems: 'flex-start', mr: 0, py: 0.25, '& .MuiCheckbox-root': { pt: 0.5 } }}
              control={
                <Checkbox
                  checked={selected.includes(work.id)}
                  onChange={(event) => onToggle(work.id, event.target.checked)}
                />
              }
              label={
                <Box sx={{ pt: 0.75 }}>
                  {work.name}
                  {work.kind === ConstructionWorkKind.ADDITIONAL_OPTION && (
                    <>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={CONSTRUCTION_WORK_KIND_LABELS[ConstructionWorkKind.ADDITIONAL_OPTION]}
                        sx={{ ml: 1, height: 20 }}
                      />
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        data-surcharge
                        sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}
                      >
                        {surchargeText(work.priceCents)}
                      </Typography>
                    </>
                  )}
                </Box>
              }
            />
          ))}
        </Box>
      </Box>
    ))}
  </Box>
);
