import { AR_ERROR_KEY } from '../../constants/storage-keys.js';

/** Marker in the page URL when Scene Viewer could not start and Android sent the user back. */
export const AR_FALLBACK_HASH = `#${AR_ERROR_KEY}`;

/** Quick Look fragment: at real size it may not be scaled, otherwise pinching scales it. */
export function quickLookHref(usdzUrl: string, realSize: boolean): string {
  return `${usdzUrl.split('#')[0]}#allowsContentScaling=${realSize ? 0 : 1}`;
}

/** Android intent that opens the GLB in Scene Viewer, falling back to this page. */
export function sceneViewerIntent(modelUrl: string, title: string, realSize: boolean): string {
  const file = new URL(modelUrl, location.href).href;
  const params = new URLSearchParams({
    file,
    mode: 'ar_preferred',
    title,
    resizable: realSize ? 'false' : 'true',
  });
  const fallback = `${location.href.split('#')[0]}${AR_FALLBACK_HASH}`;
  return (
    `intent://arvr.google.com/scene-viewer/1.0?${params}#Intent;scheme=https;` +
    'package=com.google.android.googlequicksearchbox;action=android.intent.action.VIEW;' +
    `S.browser_fallback_url=${encodeURIComponent(fallback)};end;`
  );
}
