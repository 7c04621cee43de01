import { useEffect } from 'react';

const STICKY_HEADER = '[data-site-header]';
const STEP_ACTIONS = '[data-step-actions]';
/** Air between a control scrolled into view and a sticky bar. */
const GAP_PX = 8;

/**
 * What of a bar stays in the window when it sticks to `edge`: a negative offset (the header's
 * vendor line) lets that part scroll away. Nothing when the bar does not stick at this width.
 */
function stuckHeight(element: HTMLElement | null, edge: 'top' | 'bottom'): number {
  if (!element) return 0;
  const style = getComputedStyle(element);
  if (!['sticky', 'fixed'].includes(style.position)) return 0;
  const offset = Math.min(0, parseFloat(style[edge]) || 0);
  return element.getBoundingClientRect().height + offset + GAP_PX;
}

/**
 * Keeps a control reached with Tab, or scrolled into view (the 3D viewer when started), clear of
 * the sticky header and step bar (WCAG 2.4.11): the page's scroll padding follows their heights,
 * which differ per page (a hint above the buttons) and per width (the step bar is sticky on
 * phones only).
 */
export function useStickyClearance(routeId: string): void {
  useEffect(() => {
    const root = document.documentElement;
    const header = document.querySelector<HTMLElement>(STICKY_HEADER);
    const bar = document.querySelector<HTMLElement>(STEP_ACTIONS);
    const update = () => {
      root.style.scrollPaddingTop = `${stuckHeight(header, 'top')}px`;
      root.style.scrollPaddingBottom = `${stuckHeight(bar, 'bottom')}px`;
    };
    // The observer's first report, right after the browser's own layout of the page, sets them:
    // measuring at once in the commit forced that layout inside React's task, a long one.
    const observer = new ResizeObserver(update);
    for (const element of [header, bar]) if (element) observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [routeId]);
}
