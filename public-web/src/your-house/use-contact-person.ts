import { UI_MESSAGES, type ContactAssignmentDto } from '@hauskonfig/shared';
import { useEffect } from 'react';
import { api } from '../api/endpoints';
import { useApiData } from '../hooks/use-api-data';
import { configuratorStore } from '../state/configurator-store';

/**
 * The visitor's personal contact person: the one a request sent now is assigned to (the house's,
 * else the vendor's default, else the next in a fair rotation). The person shown is remembered,
 * so the request names them and they take it.
 */
export function useContactPerson(houseId: string | null | undefined) {
  const assignment = useApiData<ContactAssignmentDto>(
    `contact-assignment:${houseId ?? 'none'}`,
    (signal) => api.contactAssignment(houseId ?? null, signal),
    UI_MESSAGES.contactPeople.loadFailed,
    undefined,
    { shownInline: true },
  );
  const shownId = assignment.data?.contactPerson?.id;
  useEffect(() => {
    if (assignment.data) configuratorStore.update({ shownContactPersonId: shownId ?? null });
  }, [assignment.data, shownId]);
  return { ...assignment, data: assignment.data === undefined ? undefined : assignment.data.contactPerson };
}
