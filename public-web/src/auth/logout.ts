import { api } from '../api/endpoints';
import { forgetContact } from './access-change';
import { sessionStore } from './session-store';

/** Ends the session on the server (best effort) and locally. */
export async function logout(): Promise<void> {
  await api.logout().catch(() => undefined);
  sessionStore.clear('logout');
  forgetContact();
}
