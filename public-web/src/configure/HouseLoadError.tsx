import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { NotFoundBlock } from '../components/NotFoundBlock';
import { frameDe } from '../i18n/frame.de';

/**
 * Error element of `/configure/:id`: a house that does not exist (unknown or malformed id, or
 * taken out of the catalogue) gets a German page inside the site's frame with the way back to the
 * catalogue. Any other failure goes on to the general error page.
 */
export const HouseLoadError = () => {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <NotFoundBlock title={frameDe.houseNotFound.title} text={frameDe.houseNotFound.text}>
      <Button
        component={RouterLink}
        to="/configure"
        variant="contained"
        size="large"
        startIcon={<ArrowBackIcon />}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {frameDe.houseNotFound.toCatalogue}
      </Button>
    </NotFoundBlock>
  );
};
