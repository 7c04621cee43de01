import { formatDateTime } from '@hauskonfig/shared';

/** DD.MM.YYYY HH:mm in local time (spec section 9). */
export const formatDate = (iso: string): string => formatDateTime(iso);

/** The small (480 px) variant the API renders for previews. */
export const smallImageUrl = (src: string): string => `${src}${src.includes('?') ? '&' : '?'}size=small`;
