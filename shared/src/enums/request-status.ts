export enum RequestStatus {
  NEW = 'NEW',
  IN_NEGOTIATION = 'IN_NEGOTIATION',
  IN_PLANNING = 'IN_PLANNING',
  SOLD = 'SOLD',
  ARCHIVED = 'ARCHIVED',
  DECLINED = 'DECLINED',
}

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  [RequestStatus.NEW]: 'Offen',
  [RequestStatus.IN_NEGOTIATION]: 'In Verhandlung',
  [RequestStatus.IN_PLANNING]: 'In Planung',
  [RequestStatus.SOLD]: 'Verkauft',
  [RequestStatus.ARCHIVED]: 'Archiviert',
  [RequestStatus.DECLINED]: 'Abgelehnt',
};

/** Only these statuses may be released to the customer (preview and web link); spec section 4. */
export const CUSTOMER_VISIBLE_STATUSES: readonly RequestStatus[] = [RequestStatus.IN_PLANNING, RequestStatus.SOLD];

export function isCustomerVisibleStatus(status: RequestStatus | string | null | undefined): boolean {
  return CUSTOMER_VISIBLE_STATUSES.some((visible) => visible === status);
}
