import { useCallback } from 'react';
import { useNotify, useRedirect } from 'react-admin';

const RESOURCE = 'contact-people';

/**
 * react-admin's steps after a saved contact person (its notice, back to the list), with the notice
 * as a success: react-admin's default is `info`, while every other stored change of the admin
 * (houses, publishing) reads as success.
 */
export function useSavedToList(change: 'created' | 'updated') {
  const notify = useNotify();
  const redirect = useRedirect();
  return useCallback(() => {
    notify(`resources.${RESOURCE}.notifications.${change}`, { type: 'success', messageArgs: { smart_count: 1 } });
    redirect('list', RESOURCE);
  }, [notify, redirect, change]);
}
