import { UI_MESSAGES } from '@hauskonfig/shared';
import { api } from '../api/endpoints';
import { useApiData } from '../hooks/use-api-data';

/** The customer's contact person in any status of the request; a failure shows on the page only. */
export const useMyContact = () =>
  useApiData('for-me-contact', (signal) => api.myContact(signal), UI_MESSAGES.contactPeople.loadFailed, undefined, {
    shownInline: true,
  });
