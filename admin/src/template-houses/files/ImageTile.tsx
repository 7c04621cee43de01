import BrokenImage from '@mui/icons-material/BrokenImage';
import Close from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import { Box, Chip, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useObjectUrl } from '../common/use-object-url';

export interface ImageTileProps {
  /** A stored image's URL or a picked file. */
  source: string | File;
  name: string;
  /** Shown over the image: "new", "will be deleted", "will be replaced". */
  badge?: string;
  dimmed?: boolean;
  /** Stored images are marked for deletion (a toggle), picked ones are discarded. */
  action: { kind: 'markForDeletion'; pressed: boolean } | { kind: 'discard' };
  onAction: () => void;
}

const SIZE = 132;

/** One image of an image section, with its deletion toggle or discard button. */
export const ImageTile = ({ source, name, badge, dimmed = false, action, onAction }: ImageTileProps) => {
  const translate = useTranslate();
  const { url, failed } = useObjectUrl(source);
  const actionLabel = translate(
    action.kind === 'discard' ? 'app.templateHouses.images.discard' : 'app.templateHouses.images.markForDeletion',
  );

  return (
    <Box
      role="group"
      aria-label={name}
      sx={{
        position: 'relative',
        width: SIZE,
        height: SIZE,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {url && (
        <Box
          component="img"
          src={url}
          alt={name}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: dimmed ? 0.35 : 1 }}
        />
      )}
      {!url && !failed && <CircularProgress size={24} />}
      {failed && (
        <Tooltip title={translate('app.templateHouses.images.loadFailed')}>
          <BrokenImage color="disabled" aria-label={translate('app.templateHouses.images.loadFailed')} />
        </Tooltip>
      )}
      {badge && <Chip label={badge} size="small" sx={{ position: 'absolute', left: 4, bottom: 4 }} />}
      <Tooltip title={actionLabel}>
        <IconButton
          aria-label={actionLabel}
          aria-pressed={action.kind === 'markForDeletion' ? action.pressed : undefined}
          onClick={onAction}
          size="small"
          sx={{
            position: 'absolute',
            top: 4,
            right: 4,
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          {action.kind === 'discard' ? (
            <Close fontSize="small" />
          ) : action.pressed ? (
            <RestoreFromTrash fontSize="small" />
          ) : (
            <DeleteOutlined fontSize="small" />
          )}
        </IconButton>
      </Tooltip>
    </Box>
  );
};
