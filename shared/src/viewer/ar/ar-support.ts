import { AR_ERROR_KEY } from '../../constants/storage-keys.js';
import type { ArLinkDto } from '../../types/ar-link.dto.js';
import { xrSystem } from './xr-types.js';

/** How AR is shown: iOS Quick Look (USDZ), Android Scene Viewer (GLB), or WebXR in the page. */
export enum ArMode {
  QUICK_LOOK = 'quick-look',
  SCENE_VIEWER = 'scene-viewer',
  WEBXR = 'webxr',
}

export interface ArModel {
  usdzUrl: string | null;
  modelUrl: string;
  /** The file needs the app's token: only fetched by the page itself (blob URLs). */
  needsAuth: boolean;
  /** For a file that needs the token: fetches short-lived links AR apps may open without it. */
  arLinks?: () => Promise<ArLinkDto>;
}

/** Safari on iOS and iPadOS announces Quick Look through `rel="ar"` support on links. */
const supportsQuickLook = (): boolean => document.createElement('a').relList.supports('ar');

/** Scene Viewer ships with Google Play Services for AR on Android (not in Firefox or Oculus). */
const supportsSceneViewer = (): boolean =>
  /android/i.test(navigator.userAgent) &&
  !/firefox|oculus/i.test(navigator.userAgent) &&
  // Scene Viewer sent us back: it cannot run here, don't offer it again in this tab.
  sessionStorage.getItem(AR_ERROR_KEY) === null;

export async function supportsWebXr(): Promise<boolean> {
  try {
    return (await xrSystem()?.isSessionSupported('immersive-ar')) ?? false;
  } catch {
    return false;
  }
}

/**
 * The first way that works for this device and model. Quick Look needs the converted USDZ (a
 * protected one opens through a signed link, or is fetched into a blob URL first); Scene Viewer
 * downloads the GLB itself, so it cannot send the token and needs a signed link for protected
 * models; WebXR shows the loaded model.
 */
export function pickArMode(model: ArModel, webXr: boolean): ArMode | null {
  if (supportsQuickLook()) return model.usdzUrl ? ArMode.QUICK_LOOK : null;
  const reachable = !model.needsAuth || model.arLinks !== undefined;
  if (supportsSceneViewer() && reachable && !model.modelUrl.startsWith('blob:')) return ArMode.SCENE_VIEWER;
  if (webXr) return ArMode.WEBXR;
  return null;
}
