import type { Role, UserDto } from '@hauskonfig/shared';
import { createSessionStore, SPEC_SESSION_KEYS } from '@hauskonfig/shared/browser';

const store = createSessionStore<UserDto>({ keys: SPEC_SESSION_KEYS });

/**
 * The visitor's session, under the spec's keys that the admin app uses too: one origin, one
 * login, so a wrong role can be sent to its own home.
 */
export const sessionStore = {
  ...store,
  role: (): Role | null => store.user()?.roles[0] ?? null,
};
