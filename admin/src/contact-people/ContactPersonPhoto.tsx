import { Avatar } from '@mui/material';
import { useProtectedImage } from './use-protected-image';
import { smallImageUrl } from '@hauskonfig/shared';

interface ContactPersonPhotoProps {
  imageUrl: string | null | undefined;
  name: string | undefined;
  size?: number;
}

/** The person's photo (the API's small variant) as an avatar; the initial while loading or missing. */
export const ContactPersonPhoto = ({ imageUrl, name, size = 40 }: ContactPersonPhotoProps) => {
  const src = useProtectedImage(imageUrl ? smallImageUrl(imageUrl) : undefined);
  return (
    <Avatar src={src} alt={name} sx={{ width: size, height: size }}>
      {name?.charAt(0).toUpperCase()}
    </Avatar>
  );
};
