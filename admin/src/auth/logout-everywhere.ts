import { HttpError } from 'react-admin';
import { apiFetch } from './api-client';
import { sessionStore } from './session-store';

/**
 * Ends every session of the staff member on the server (all devices), then the one here. A 401
 * means the session had already ended, which is what was asked for.
 */
export async function logoutEverywhere(): Promise<void> {
  try {
    await apiFetch('/auth/logout-all', { method: 'POST' });
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 401)) throw error;
  }
  sessionStore.clear();
}
