import { formatDateTime } from '@hauskonfig/shared';

/** DD.MM.YYYY in local time, e.g. the last day a saved plan opens. */
export const formatDay = (iso: string): string => formatDateTime(iso).slice(0, 'DD.MM.YYYY'.length);
