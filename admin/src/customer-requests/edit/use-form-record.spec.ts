import { RequestStatus } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import type { CustomerRequestRecord } from '../request-types';
import { formRecordSignature } from './use-form-record';

const record = {
  id: 'r-1',
  firstName: 'Max',
  lastName: 'Muster',
  email: 'max@example.de',
  phoneNumber: '0170 1234567',
  status: RequestStatus.NEW,
  contactPersonId: null,
  constructionStageId: null,
  constructionWorkIds: ['w-1'],
  house: null,
  loginCode: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as CustomerRequestRecord;

describe('formRecordSignature', () => {
  const before = formRecordSignature(record, 0);

  it('stays when only fields outside the form changed, so nothing typed is reset', () => {
    const assigned = { ...record, house: { id: 'h-1' }, loginCode: 'ABC', updatedAt: '2026-01-02T00:00:00.000Z' };
    expect(formRecordSignature(assigned as CustomerRequestRecord, 0)).toBe(before);
  });

  it('changes with a form field, another request or a save', () => {
    expect(formRecordSignature({ ...record, status: RequestStatus.SOLD }, 0)).not.toBe(before);
    expect(formRecordSignature({ ...record, constructionWorkIds: [] }, 0)).not.toBe(before);
    expect(formRecordSignature({ ...record, id: 'r-2' }, 0)).not.toBe(before);
    expect(formRecordSignature(record, 1)).not.toBe(before);
  });

  it('is empty while no record is loaded', () => {
    expect(formRecordSignature(undefined, 0)).toBe('');
  });
});
