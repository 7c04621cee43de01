export { readApiError, type ApiErrorAnswer } from './api-error-answer.js';
export { watchConnection, type ConnectionHandlers, type ConnectionWatchOptions } from './connection-watcher.js';
export { createSessionClient, type SessionClient, type SessionClientOptions } from './session-client.js';
export {
  createSessionStore,
  sessionEndNoticeOf,
  SPEC_SESSION_KEYS,
  type SessionEndNotice,
  type SessionEndReason,
  type SessionKeys,
  type SessionStore,
  type SessionUserBase,
  type StoredSession,
} from './session-store.js';
