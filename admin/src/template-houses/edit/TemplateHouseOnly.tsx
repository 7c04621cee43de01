import { useEffect, type ReactNode } from 'react';
import { useNotify, useRecordContext, useRedirect } from 'react-admin';
import { editRedirect } from '../../customer-requests/common/request-paths';
import type { TemplateHouseRecord } from '../types';

/**
 * The template editor edits template houses only. A custom house (a request's own copy) would
 * offer publishing and fail on save, so staff are sent to its request, where it is edited.
 */
export const TemplateHouseOnly = ({ children }: { children: ReactNode }) => {
  const record = useRecordContext<TemplateHouseRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  const requestId = record?.customerRequestId ?? null;
  useEffect(() => {
    if (!requestId) return;
    notify('app.customerRequests.house.customHouseMoved', { type: 'info' });
    // A function target: react-admin adds the admin basename to what it answers.
    redirect(() => editRedirect(undefined, requestId));
  }, [notify, redirect, requestId]);
  return requestId ? null : <>{children}</>;
};
