import { createSessionStore, SPEC_SESSION_KEYS, type StoredSession } from '@hauskonfig/shared/browser';

export interface SessionUser {
  id: string;
  username: string;
  roles: string[];
}

export type Session = StoredSession<SessionUser>;

/** The staff session, under the spec's keys that the public site uses too: one origin, one login. */
export const sessionStore = createSessionStore<SessionUser>({ keys: SPEC_SESSION_KEYS });
