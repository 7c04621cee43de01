import type { WebGLRenderer } from 'three';
import { type XrSession, xrSystem } from './xr-types.js';

/**
 * Starts an `immersive-ar` session on the viewer's renderer: hit testing to find the floor, and
 * the page's own controls laid over the camera image where the browser offers a DOM overlay.
 */
export async function startWebXr(renderer: WebGLRenderer, overlay: Element): Promise<XrSession> {
  const xr = xrSystem();
  if (!xr) throw new Error('WebXR unavailable');
  const session = await xr.requestSession('immersive-ar', {
    requiredFeatures: ['hit-test'],
    optionalFeatures: ['dom-overlay'],
    domOverlay: { root: overlay },
  });
  renderer.xr.enabled = true;
  renderer.xr.setReferenceSpaceType('local');
  // three's declaration uses the WebXR types we do not have; the object is the browser's session.
  await renderer.xr.setSession(session as unknown as Parameters<WebGLRenderer['xr']['setSession']>[0]);
  return session;
}
