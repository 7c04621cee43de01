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

/** The viewer's controls over the top edge of the 3D view; they wrap on narrow screens. */
export const ViewerToolbar = (props: ViewerToolbarProps) => {
  const { models, modelId, skybox, imagesOpen, fullscreen, onLeave } = props;
  return (
    <Box
      sx={{
        position: 'absolute',
        top: 8,
        left: 8,
        right: 8,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {models.length > 1 && (
        <TextField
          select
          size="small"
          label={UI_MESSAGES.viewer.model}
          value={modelId ?? ''}
          onChange={(event) => props.onModel(event.target.value)}
          slotProps={{ select: { MenuProps: { container: props.container } } }}
          sx={{
            width: { xs: '100%', sm: 240 },
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
      <SkyboxChoice value={skybox} onChange={props.onSkybox} />
      <Box sx={{ flexGrow: 1 }} />
      {props.ar}
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
  );
};
