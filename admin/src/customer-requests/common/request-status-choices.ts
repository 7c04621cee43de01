import { REQUEST_STATUS_LABELS, RequestStatus, enumValues } from '@hauskonfig/shared';

/** The request statuses in their workflow order, with their German labels, for select inputs. */
export const REQUEST_STATUS_CHOICES = enumValues(RequestStatus).map((status) => ({
  id: status,
  name: REQUEST_STATUS_LABELS[status],
}));
