import type { RootState } from '@react-three/fiber';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { WebGLRenderer } from 'three';

/** The canvas's focusable element (react-three-fiber puts the Canvas props on its wrapper). */
export const CANVAS_SELECTOR = '[data-viewer-canvas]';

/**
 * The canvas: mounted one commit after the viewer, its renderer, and the focus moved into it when
 * the viewer was opened on request (`autoFocus`).
 */
export function useViewerCanvas(autoFocus: boolean, root: RefObject<HTMLDivElement | null>) {
  const renderer = useRef<WebGLRenderer | null>(null);
  // Receives the arrow keys for the orbit camera while the canvas has the focus.
  const [canvasArea, setCanvasArea] = useState<HTMLDivElement | null>(null);
  // Creating the WebGL context blocks the main thread for a while, and the model download
  // (started by the model's effect, which runs before this one) should run during that time.
  const [canvasMounted, setCanvasMounted] = useState(false);
  useEffect(() => setCanvasMounted(true), []);

  // Opened on request: the whole viewer comes into sight, its toolbar first (clear of a sticky
  // header by the page's scroll padding; focusing alone would bring only the canvas), and the
  // focus follows into the view, where the arrow keys turn the house (the canvas's element mounts
  // one commit later); without WebGL it lands on the viewer itself.
  useEffect(() => {
    if (!autoFocus || !canvasMounted || !canvasArea) return undefined;
    const frame = requestAnimationFrame(() => {
      const canvas = canvasArea.querySelector<HTMLElement>(CANVAS_SELECTOR);
      root.current?.scrollIntoView({ block: 'nearest' });
      (canvas ?? root.current)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [autoFocus, canvasMounted, canvasArea, root]);
  // The canvas that had the focus gave way to the WebGL message: the viewer takes it over.
  const onWebGlUnavailable = useCallback(() => {
    if (autoFocus && document.activeElement === document.body) root.current?.focus();
  }, [autoFocus, root]);

  const onCreated = useCallback((state: RootState) => {
    renderer.current = state.gl;
    // Redrawn when the light or the house changes (see ViewerScene), not on every frame.
    state.gl.shadowMap.autoUpdate = false;
  }, []);

  return { renderer, canvasArea, setCanvasArea, canvasMounted, onWebGlUnavailable, onCreated };
}
