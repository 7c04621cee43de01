import { Box, Fade, useMediaQuery } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';

const OUT_MS = 120;
const IN_MS = 200;

/**
 * Page transition "out-in" (spec section 2): the old page fades out first, then the new one fades
 * in. The old page's outlet element is kept for the fade-out (it carries its own route match), the
 * new page is rendered live afterwards. Without motion preference the switch is immediate.
 */
export const PageTransition = () => {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [shown, setShown] = useState<{ key: string; outlet: ReactNode }>({ key: pathname, outlet });
  const leaving = pathname !== shown.key;

  const enter = () => {
    setShown({ key: pathname, outlet });
    window.scrollTo({ top: 0 });
  };

  if (leaving && reduceMotion) enter();

  return (
    <Fade
      in={!leaving}
      appear={false}
      timeout={{ enter: reduceMotion ? 0 : IN_MS, exit: reduceMotion ? 0 : OUT_MS }}
      onExited={enter}
    >
      <Box data-page={leaving ? shown.key : pathname} sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {leaving ? shown.outlet : outlet}
      </Box>
    </Fade>
  );
};
