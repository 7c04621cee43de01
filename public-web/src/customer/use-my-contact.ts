import { UI_MESSAGES } from '@hauskonfig/shared';
import { api } from '../api/endpoints';
import { rememberContact } from '../auth/access-change';
import { useApiData } from '../hooks/use-api-data';

/**
 * The customer's contact person in any status of the request; a failure shows on the page only.
 * Remembered, so a notice that staff changed the access can still name them.
 */
export const useMyContact = () =>
  useApiData(
    'for-me-contact',
    async (signal) => {
      const answer = await api.myContact(signal);
      rememberContact(answer.contactPerson);
      return answer;
    },
    UI_MESSAGES.contactPeople.loadFailed,
    undefined,
    { shownInline: true },
  );
