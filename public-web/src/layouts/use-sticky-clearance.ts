import { useEffect } from 'react';

const STICKY_HEADER = '.MuiAppBar-positionSticky';
const STEP_ACTIONS = '[data-step-actions]';
/** Air between a control scrolled into view and a sticky bar. */
const GAP_PX = 8;

/**
 * Keeps a control reached with Tab clear of the sticky header and step bar (WCAG 2.4.11): the
 * page's scroll padding follows their heights, which differ per page (a hint above the buttons)
 * and per width (the step bar is sticky on phones only).
 */
export function useStickyClearance(routeId: string): void {
  useEffect(() => {
    const root = document.documentElement;
    const header = document.querySelector<HTMLElement>(STICKY_HEADER);
    const bar = document.querySelector<HTMLElement>(STEP_ACTIONS);
    const stickyHeight = (element: HTMLElement | null) =>
      element && ['sticky', 'fixed'].includes(getComputedStyle(element).position)
        ? element.getBoundingClientRect().height + GAP_PX
        : 0;
    const update = () => {
      root.style.scrollPaddingTop = `${stickyHeight(header)}px`;
      root.style.scrollPaddingBottom = `${stickyHeight(bar)}px`;
    };
    update();
    const observer = new ResizeObserver(update);
    for (const element of [header, bar]) if (element) observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [routeId]);
}
