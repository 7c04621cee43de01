import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import { Box, Skeleton } from '@mui/material';
import { useEffect, useState } from 'react';
import { fetchAuthorizedBlob } from '../../../auth/authorized-blob';

interface ImageState {
  src: string;
  url?: string;
  failed?: boolean;
}

function useAuthorizedImageUrl(src: string): ImageState {
  const [state, setState] = useState<ImageState>({ src });
  useEffect(() => {
    let active = true;
    let objectUrl: string | undefined;
    fetchAuthorizedBlob(src).then(
      (blob) => {
        if (!active) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ src, url: objectUrl });
      },
      () => {
        if (active) setState({ src, failed: true });
      },
    );
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);
  return state.src === src ? state : { src };
}

interface AuthorizedImageProps {
  src: string;
  alt: string;
  width: number | string;
  height: number | string;
}

/** An API image loaded with the staff token; a placeholder while loading or when it fails. */
export const AuthorizedImage = ({ src, alt, width, height }: AuthorizedImageProps) => {
  const { url, failed } = useAuthorizedImageUrl(src);
  if (failed) {
    return (
      <Box
        role="img"
        aria-label={alt}
        sx={{
          width,
          height,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
          color: 'text.disabled',
        }}
      >
        <BrokenImageIcon />
      </Box>
    );
  }
  if (!url) return <Skeleton variant="rectangular" width={width} height={height} aria-label={alt} />;
  return <Box component="img" src={url} alt={alt} sx={{ width, height, objectFit: 'contain', display: 'block' }} />;
};
