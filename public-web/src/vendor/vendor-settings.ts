import { THEME_COLORS, VENDOR_SETTINGS_ELEMENT_ID, type VendorSettingsDto } from '@hauskonfig/shared';
import { useSyncExternalStore } from 'react';
import { apiFetch } from '../api/api-client';

/** Until the settings are known (a page served without them): a neutral frame, no links. */
const NEUTRAL: VendorSettingsDto = {
  vendorName: 'Fertighaus-Konfigurator',
  logoUrl: null,
  heroImageUrl: null,
  primaryColor: THEME_COLORS.primary,
  websiteUrl: null,
  imprintText: '',
  privacyText: '',
  privacyVersion: 0,
};

/** The settings the server embedded in index.html, taken once. */
function embedded(): VendorSettingsDto | null {
  const element = document.getElementById(VENDOR_SETTINGS_ELEMENT_ID);
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as VendorSettingsDto) : null;
  } catch {
    return null;
  } finally {
    element?.remove();
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
let settings: VendorSettingsDto = NEUTRAL;
let loaded = false;

function set(next: VendorSettingsDto): void {
  settings = next;
  loaded = true;
  listeners.forEach((listener) => listener());
}

/** Asks the API; a failure keeps what is shown (the frame works without the brand). */
export function reloadVendorSettings(): Promise<void> {
  return apiFetch<VendorSettingsDto>('/settings').then(set, () => undefined);
}

const initial = embedded();
if (initial) set(initial);
else void reloadVendorSettings();

export const vendorSettingsStore = {
  get: (): VendorSettingsDto => settings,
  /** Whether real settings (embedded or fetched) are there, not the neutral stand-in. */
  isLoaded: (): boolean => loaded,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The vendor's brand and legal texts; re-renders when they arrive. */
export const useVendorSettings = (): VendorSettingsDto =>
  useSyncExternalStore(vendorSettingsStore.subscribe, vendorSettingsStore.get);
