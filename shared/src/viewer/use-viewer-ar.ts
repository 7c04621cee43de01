import { type RefObject, useState } from 'react';
import type { WebGLRenderer } from 'three';
import { UI_MESSAGES } from '../messages/ui-messages.de.js';
import { MODEL_SCALE_DENOMINATOR } from './ar/ArDialog.js';
import { startWebXr } from './ar/start-webxr.js';
import type { XrSession } from './ar/xr-types.js';

/**
 * The WebXR session the viewer's own canvas runs (Android Chrome), at real size or as a model,
 * until it ends; a start that fails is reported as a notice.
 */
export function useViewerAr(
  renderer: RefObject<WebGLRenderer | null>,
  root: RefObject<HTMLDivElement | null>,
  report: (notice: string) => void,
) {
  const [session, setSession] = useState<XrSession | null>(null);
  const [scale, setScale] = useState(1);

  const enterWebXr = async (realSize: boolean) => {
    if (!renderer.current || !root.current) return;
    try {
      const started = await startWebXr(renderer.current, root.current);
      setScale(realSize ? 1 : 1 / MODEL_SCALE_DENOMINATOR);
      setSession(started);
      started.addEventListener('end', () => setSession(null), { once: true });
    } catch {
      report(UI_MESSAGES.viewer.arFailed);
    }
  };

  return { session, scale, enterWebXr };
}
