import { ERROR_MESSAGES, ErrorCode, loginPathRemembering, NotificationType } from '@hauskonfig/shared';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notificationStore } from '../notifications/notification-store';
import { sessionStore } from './session-store';

/**
 * Spec section 4: a change of loggedIn redirects. When the session ends on its own (refresh
 * failed, a 403, a logout in another tab) the user is sent to /login, remembering the page.
 * Logins navigate themselves, so only the way out is handled here. Renders nothing.
 */
export const SessionWatcher = () => {
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.user);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const wasLoggedIn = useRef(user !== null);

  useEffect(() => {
    const loggedIn = user !== null;
    if (wasLoggedIn.current && !loggedIn && pathname !== '/login') {
      if (sessionStore.lastEndReason() === 'logout') {
        navigate('/login', { replace: true });
      } else {
        notificationStore.notify(ERROR_MESSAGES[ErrorCode.SESSION_EXPIRED], NotificationType.WARN);
        navigate(loginPathRemembering(pathname + search), { replace: true });
      }
    }
    wasLoggedIn.current = loggedIn;
  }, [user, pathname, search, navigate]);
  return null;
};
