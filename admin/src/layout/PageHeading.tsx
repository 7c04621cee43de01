import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * What a page shows, as its visible heading and in the browser tab ("Häuser – Verwaltung").
 * React 19 hoists the <title> into the head; the newest page's title comes first there, so it wins
 * over the layout's general one.
 */
export const PageHeading = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <>
      <title>{translate('app.pageTitle', { page: title })}</title>
      <Typography component="h1" variant="h5" sx={{ mt: 2, mb: 1 }}>
        {title}
      </Typography>
    </>
  );
};
