import { createSessionClient } from '@hauskonfig/shared/browser';
import { sessionStore } from './session-store';

export const API_URL = '/api/v1';

/**
 * The staff's calls with the bearer token and one refresh on 401. A refused refresh leaves the
 * failed call's 401 to react-admin's error check, which ends the session.
 */
export const sessionClient = createSessionClient({ session: sessionStore, refreshUrl: `${API_URL}/auth/refresh` });
