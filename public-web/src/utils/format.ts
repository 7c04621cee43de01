import { formatDateTime } from '@hauskonfig/shared';

const number = new Intl.NumberFormat('de-AT', { maximumFractionDigits: 1 });

/** Area values display with m² appended (spec section 3). */
export const formatArea = (sqm: number): string => `${number.format(sqm)} m²`;

/** DD.MM.YYYY HH:mm in local time (spec section 9). */
export const formatDate = (iso: string): string => formatDateTime(iso);

/** The small (480 px) variant the API renders for previews. */
export const smallImageUrl = (src: string): string => `${src}${src.includes('?') ? '&' : '?'}size=small`;
