import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Fullscreen of the viewer box. Where the element Fullscreen API is missing or refused (iPhone
 * Safari), the box instead covers the window with fixed positioning, which `pseudo` reports.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false);
  const [pseudo, setPseudo] = useState(false);

  useEffect(() => {
    const sync = () => setNative(!!target.current && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);

  useEffect(() => {
    if (!pseudo) return;
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPseudo(false);
    };
    document.addEventListener('keydown', leave);
    return () => document.removeEventListener('keydown', leave);
  }, [pseudo]);

  const toggle = useCallback(async () => {
    if (pseudo) return setPseudo(false);
    if (document.fullscreenElement) return void (await document.exitFullscreen());
    const element = target.current;
    if (element && document.fullscreenEnabled && element.requestFullscreen) {
      try {
        return await element.requestFullscreen();
      } catch {
        // Refused (no user gesture, iframe without permission): fall back to covering the window.
      }
    }
    setPseudo(true);
  }, [pseudo, target]);

  return { fullscreen: native || pseudo, pseudo, toggle };
}
