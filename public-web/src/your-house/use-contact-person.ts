import { UI_MESSAGES, type ContactPersonDto } from '@hauskonfig/shared';
import { api } from '../api/endpoints';
import { useApiData } from '../hooks/use-api-data';

/**
 * The visitor's personal contact person: the one of the chosen house, otherwise the first
 * published contact person (who then takes the request).
 */
export function useContactPerson(contactPersonId: string | null | undefined) {
  return useApiData<ContactPersonDto | null>(
    `contact:${contactPersonId ?? 'any'}`,
    async (signal) =>
      contactPersonId ? api.contactPerson(contactPersonId, signal) : ((await api.contactPeople(signal))[0] ?? null),
    UI_MESSAGES.contactPeople.loadFailed,
  );
}
