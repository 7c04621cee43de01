import Close from '@mui/icons-material/Close';
import Collections from '@mui/icons-material/Collections';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import { Box, IconButton, MenuItem, TextField, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { UI_MESSAGES } from '../../messages/ui-messages.de.js';
import type { SkyboxKind } from '../sky/skybox-kind.js';
import type { ViewerModel } from '../viewer-props.js';
import { SkyboxChoice } from './SkyboxChoice.js';
import { VIEWER_TARGET_PX } from './target-size.js';

interface ViewerToolbarProps {
  models: ViewerModel[];
  /** Where the model menu opens (inside the viewer, for fullscreen). */
  container: Element | null;
  modelId: string | undefined;
  onModel: (id: string) => void;
  skybox: SkyboxKind;
  onSkybox: (kind: SkyboxKind) => void;
  imagesOpen: boolean | null;
  onImages: () => void;
  fullscreen: boolean;
  onFullscreen: () => void;
  onLeave?: () => void;
  ar: ReactNode;
}

interface ToolButtonProps {
  /** Accessible name; stays the same for a toggle, whose state is aria-pressed. */
  label: string;
  tooltip?: string;
  onClick: () => void;
  pressed?: boolean;
  children: ReactNode;
}

const ToolButton = ({ label, tooltip = label, onClick, pressed, children }: ToolButtonProps) => (
  <Tooltip title={tooltip}>
    <IconButton
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      size="small"
      sx={{
        width: VIEWER_TARGET_PX,
        height: VIEWER_TARGET_PX,
        bgcolor: 'background.paper',
        boxShadow: 1,
        '&:hover': { bgcolor: 'grey.100' },
      }}
    >
      {children}
    </IconButton>
  </Tooltip>
);

/**
 * The viewer's controls in a bar above the 3D view (never over it). On phones the buttons share
 * the first line with the model choice (or the sky choice), so the bar stays two or three lines
 * high and leaves the picture its room.
 */
export const ViewerToolbar = (props: ViewerToolbarProps) => {
  const { models, modelId, skybox, imagesOpen, fullscreen, onLeave } = props;
  const modelChoice = models.length > 1;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', p: 1 }}>
      {modelChoice && (
        <TextField
          select
          size="small"
          label={UI_MESSAGES.viewer.model}
          value={modelId ?? ''}
          onChange={(event) => props.onModel(event.target.value)}
          slotProps={{ select: { MenuProps: { container: props.container } } }}
          sx={{
            flex: { xs: '1 1 120px', sm: '0 0 240px' },
            minWidth: 0,
            bgcolor: 'background.paper',
            borderRadius: 1,
            '& .MuiInputBase-root': { minHeight: VIEWER_TARGET_PX },
          }}
        >
          {models.map((model) => (
            <MenuItem key={model.id} value={model.id}>
              {model.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box sx={{ order: { xs: modelChoice ? 2 : 0, sm: 0 } }}>
        <SkyboxChoice value={skybox} onChange={props.onSkybox} />
      </Box>
      <Box sx={{ order: { xs: 3, sm: 0 }, ml: { sm: 'auto' }, display: 'flex' }}>{props.ar}</Box>
      <Box sx={{ order: { xs: 1, sm: 0 }, ml: { xs: 'auto', sm: 0 }, display: 'flex', gap: 1 }}>
        {imagesOpen !== null && (
          <ToolButton
            label={UI_MESSAGES.viewer.images}
            tooltip={imagesOpen ? UI_MESSAGES.viewer.hideImages : UI_MESSAGES.viewer.images}
            pressed={imagesOpen}
            onClick={props.onImages}
          >
            <Collections fontSize="small" />
          </ToolButton>
        )}
        <ToolButton
          label={UI_MESSAGES.viewer.fullscreen}
          tooltip={fullscreen ? UI_MESSAGES.viewer.exitFullscreen : UI_MESSAGES.viewer.fullscreen}
          pressed={fullscreen}
          onClick={props.onFullscreen}
        >
          {fullscreen ? <FullscreenExit fontSize="small" /> : <Fullscreen fontSize="small" />}
        </ToolButton>
        {onLeave && (
          <ToolButton label={UI_MESSAGES.viewer.leave} onClick={onLeave}>
            <Close fontSize="small" />
          </ToolButton>
        )}
      </Box>
    </Box>
  );
};
