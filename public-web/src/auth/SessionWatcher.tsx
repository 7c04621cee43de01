import { ERROR_MESSAGES, ErrorCode, loginPathRemembering, NotificationType } from '@hauskonfig/shared';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notificationStore } from '../notifications/notification-store';
import { announceAccessChange } from './access-change';
import { sessionStore } from './session-store';

/** The page's own error about the failed call would repeat the notice: it goes. */
function closeShownNotification(): void {
  const shown = notificationStore.latest();
  if (shown) notificationStore.close(shown.id);
}

/**
 * Spec section 4: a change of loggedIn redirects. When the session ends on its own (refresh
 * failed, a 403, a logout in another tab) the user is sent to /login, remembering the page. When
 * staff changed a customer's access, the login page says so instead of "expired"; a staff member
 * logged out by someone else is told why. Logins navigate themselves, so only the way out is
 * handled here. Renders nothing.
 */
export const SessionWatcher = () => {
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.user);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const wasLoggedIn = useRef(user !== null);

  useEffect(() => {
    const loggedIn = user !== null;
    if (wasLoggedIn.current && !loggedIn && pathname !== '/login') {
      const notice = sessionStore.lastEndNotice();
      if (sessionStore.lastEndReason() === 'logout') {
        navigate('/login', { replace: true });
      } else if (notice?.code === ErrorCode.ACCESS_CHANGED) {
        announceAccessChange(notice);
        closeShownNotification();
        navigate('/login', { replace: true });
      } else {
        notificationStore.notify(notice?.message ?? ERROR_MESSAGES[ErrorCode.SESSION_EXPIRED], NotificationType.WARN);
        navigate(loginPathRemembering(pathname + search), { replace: true });
      }
    }
    wasLoggedIn.current = loggedIn;
  }, [user, pathname, search, navigate]);
  return null;
};
