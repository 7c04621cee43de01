import { useState } from 'react';
import { AR_ERROR_KEY } from '../../constants/storage-keys.js';
import { AR_FALLBACK_HASH } from './ar-links.js';

/**
 * Android opens our fallback URL when Scene Viewer cannot start. Remember that for this tab (so
 * it is not offered again) and report it once.
 */
export function useArFallbackNotice(): [boolean, () => void] {
  const [failed, setFailed] = useState(() => {
    if (location.hash !== AR_FALLBACK_HASH) return false;
    sessionStorage.setItem(AR_ERROR_KEY, '1');
    history.replaceState(history.state, '', location.href.split('#')[0]);
    return true;
  });
  return [failed, () => setFailed(false)];
}
