import { formatDateTime } from '@hauskonfig/shared';

/** DD.MM.YYYY HH:mm in local time (spec section 9). */
export const formatDate = (iso: string): string => formatDateTime(iso);
