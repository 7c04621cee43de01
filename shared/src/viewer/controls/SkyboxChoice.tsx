import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { UI_MESSAGES } from '../../messages/ui-messages.de.js';
import { SKYBOX_LABELS, SkyboxKind } from '../sky/skybox-kind.js';
import { VIEWER_TARGET_PX } from './target-size.js';

export const SkyboxChoice = ({ value, onChange }: { value: SkyboxKind; onChange: (kind: SkyboxKind) => void }) => (
  <ToggleButtonGroup
    exclusive
    size="small"
    value={value}
    aria-label={UI_MESSAGES.viewer.skybox}
    onChange={(_event, kind: SkyboxKind | null) => kind && onChange(kind)}
    sx={{ bgcolor: 'background.paper' }}
  >
    {Object.values(SkyboxKind).map((kind) => (
      <ToggleButton
        key={kind}
        value={kind}
        sx={{ px: 1.5, py: 0.5, minHeight: VIEWER_TARGET_PX, textTransform: 'none' }}
      >
        {SKYBOX_LABELS[kind]}
      </ToggleButton>
    ))}
  </ToggleButtonGroup>
);
