import { useState } from 'react';
import type { CustomerRequestRecord } from '../request-types';

/** The fields the edit form holds; a change of anything else must not reset it. */
const FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'place',
  'propertyNumber',
  'notes',
  'status',
  'contactPersonId',
  'constructionStageId',
  'constructionWorkIds',
] as const;

/** Changes exactly when the form must take the record anew: another request, a save, or a form field. */
export const formRecordSignature = (record: CustomerRequestRecord | undefined, saveCount: number): string =>
  record ? JSON.stringify([record.id, saveCount, ...FORM_FIELDS.map((field) => record[field])]) : '';

/**
 * react-admin resets the form whenever its record changes. Assigning a house or creating access
 * data reloads the request, which would throw away what staff typed but did not save yet; the
 * form therefore only gets a new record when its own fields changed on the server or after a save.
 */
export function useFormRecord(record: CustomerRequestRecord | undefined, saveCount: number) {
  const signature = formRecordSignature(record, saveCount);
  const [kept, setKept] = useState({ signature, record });
  if (kept.signature !== signature) {
    setKept({ signature, record });
    return record;
  }
  return kept.record;
}
