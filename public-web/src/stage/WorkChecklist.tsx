import { CONSTRUCTION_WORK_KIND_LABELS, ConstructionWorkKind, type ConstructionStageDto } from '@hauskonfig/shared';
import { Box, Checkbox, Chip, FormControlLabel, Typography } from '@mui/material';
import { de } from '../i18n/de';
import { surchargeText } from '../prices/price-text';

interface WorkChecklistProps {
  /** The chosen stage followed by the stages it includes. */
  chain: ConstructionStageDto[];
  selected: string[];
  onToggle: (workId: string, checked: boolean) => void;
}

/** A line under the work's name: why it is included, or what it adds to the price. */
const Note = ({ children, kind }: { children: string; kind: 'included' | 'surcharge' }) => (
  <Typography
    component="span"
    variant="body2"
    color="text.secondary"
    data-work-note={kind}
    sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}
  >
    {children}
  </Typography>
);

/**
 * The works of the chosen stage and of the stages it contains. An included work is ticked for
 * good (the stage's price holds it; shared rule `includedWorks`), and says so; a Zusatzoption can
 * be ticked or not and shows its surcharge.
 */
export const WorkChecklist = ({ chain, selected, onToggle }: WorkChecklistProps) => (
  <Box sx={{ display: 'grid', gap: 2 }}>
    {chain.map((stage) => (
      <Box key={stage.id} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
          {stage.name}
        </Typography>
        <Box sx={{ display: 'grid' }}>
          {stage.constructionWorks.map((work) => {
            const included = work.kind === ConstructionWorkKind.OPTION;
            return (
              <FormControlLabel
                key={work.id}
                disabled={included}
                sx={{
                  alignItems: 'flex-start',
                  mr: 0,
                  py: 0.25,
                  '& .MuiCheckbox-root': { pt: 0.5 },
                  // Readable, not greyed out: an included work is part of the plan.
                  '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
                }}
                control={
                  <Checkbox
                    checked={included || selected.includes(work.id)}
                    onChange={(event) => onToggle(work.id, event.target.checked)}
                  />
                }
                label={
                  <Box sx={{ pt: 0.75 }}>
                    {work.name}
                    {included ? (
                      <Note kind="included">{de.stage.included}</Note>
                    ) : (
                      <>
                        <Chip
                          size="small"
                          variant="outlined"
                          label={CONSTRUCTION_WORK_KIND_LABELS[ConstructionWorkKind.ADDITIONAL_OPTION]}
                          sx={{ ml: 1, height: 20 }}
                        />
                        <Note kind="surcharge">{surchargeText(work.priceCents)}</Note>
                      </>
                    )}
                  </Box>
                }
              />
            );
          })}
        </Box>
      </Box>
    ))}
  </Box>
);
