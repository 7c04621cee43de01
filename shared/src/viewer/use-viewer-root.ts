import { useCallback, useRef, useState } from 'react';

/**
 * The viewer's root element, as a ref (fullscreen, AR overlay, focus) and as state: dialogs and
 * menus are mounted inside the viewer, so they show in fullscreen too, and need it once it exists.
 */
export function useViewerRoot() {
  const root = useRef<HTMLDivElement | null>(null);
  const [rootElement, setRootElement] = useState<HTMLDivElement | null>(null);
  const setRoot = useCallback((element: HTMLDivElement | null) => {
    root.current = element;
    setRootElement(element);
  }, []);
  return { root, rootElement, setRoot };
}
