import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const HEADING = '#main h1';
/** How long a page may take to show its heading (e.g. after its data) before the focus gives up. */
const HEADING_WAIT_MS = 3000;

/** Focuses the page's h1 (focusable from code only), now or once it shows; returns the cancel. */
function focusHeadingWhenShown(): () => void {
  const focus = (): boolean => {
    const heading = document.querySelector<HTMLElement>(HEADING);
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    // The scroll position is the router's (top, or the old one on back and forward).
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * After a change of page the focus moves to the new page's h1, so a screen reader announces the
 * page and Tab goes on from its top (WCAG 2.4.3), also on back and forward. Not on the first page
 * of a visit (the browser starts at the top anyway), and not when a page only replaces its own
 * address (choosing a construction stage writes it into the path while the visitor stays in the
 * choice).
 */
export function useHeadingFocus(routeId: string): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef({ routeId, pathname });
  useEffect(() => {
    const previous = shown.current;
    shown.current = { routeId, pathname };
    const newPage = previous.routeId !== routeId || (previous.pathname !== pathname && navigationType !== 'REPLACE');
    return newPage ? focusHeadingWhenShown() : undefined;
  }, [routeId, pathname, navigationType]);
}
