import { Box, Fade, useMediaQuery } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation, useMatches, useNavigation, useOutlet } from 'react-router';
import { startupStyles } from '../styles/startup-style-cache';
import { useHeadingFocus } from './use-heading-focus';
import { useStickyClearance } from './use-sticky-clearance';

const OUT_MS = 150;
const IN_MS = 200;

/**
 * Page transition "out-in" (spec section 2): while the next page's code and data load, the current
 * page fades out; the new page then fades in. The old page is never rendered against the new
 * route's data. Keyed by route, so a change of query or of an optional parameter is no new page.
 * The first page of a visit shows at once: it replaces the static shell of index.html, and fading
 * it in would only delay its first contentful paint. After a change of page the focus moves to its
 * heading; a control reached with Tab is kept clear of the sticky bars.
 */
export const PageTransition = () => {
  const outlet = useOutlet();
  const matches = useMatches();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const leaving = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  const routeId = matches[matches.length - 1]?.id ?? pathname;
  const [firstRouteId] = useState(routeId);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && routeId !== firstRouteId) setNavigated(true);
  // The first page is on screen: from here on styles are inserted as components need them.
  useEffect(() => startupStyles.endBatching(), []);
  useHeadingFocus(routeId);
  useStickyClearance(routeId);

  return (
    <Fade
      key={routeId}
      in={!leaving}
      appear={navigated || routeId !== firstRouteId}
      timeout={reduceMotion ? 0 : { enter: IN_MS, exit: OUT_MS }}
    >
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>{outlet}</Box>
    </Fade>
  );
};
