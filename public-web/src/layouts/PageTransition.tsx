import { Box, Fade, useMediaQuery } from '@mui/material';
import { useLocation, useMatches, useNavigation, useOutlet } from 'react-router';

const OUT_MS = 150;
const IN_MS = 200;

/**
 * Page transition "out-in" (spec section 2): while the next page's code and data load, the current
 * page fades out; the new page then fades in. The old page is never rendered against the new
 * route's data. Keyed by route, so a change of query or of an optional parameter is no new page.
 */
export const PageTransition = () => {
  const outlet = useOutlet();
  const matches = useMatches();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const leaving = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  const routeId = matches[matches.length - 1]?.id ?? pathname;

  return (
    <Fade key={routeId} in={!leaving} appear timeout={reduceMotion ? 0 : { enter: IN_MS, exit: OUT_MS }}>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>{outlet}</Box>
    </Fade>
  );
};
