import { CUSTOMER_VISIBLE_STATUSES, RequestStatus, isCustomerVisibleStatus } from './request-status.js';

describe('isCustomerVisibleStatus', () => {
  it('lists exactly IN_PLANNING and SOLD as visible', () => {
    expect(CUSTOMER_VISIBLE_STATUSES).toEqual([RequestStatus.IN_PLANNING, RequestStatus.SOLD]);
  });

  it.each([RequestStatus.IN_PLANNING, RequestStatus.SOLD])('accepts %s', (status) => {
    expect(isCustomerVisibleStatus(status)).toBe(true);
  });

  it.each([RequestStatus.NEW, RequestStatus.IN_NEGOTIATION, RequestStatus.ARCHIVED, RequestStatus.DECLINED])(
    'rejects %s',
    (status) => {
      expect(isCustomerVisibleStatus(status)).toBe(false);
    },
  );

  it.each([null, undefined, '', 'sold', 'UNKNOWN'])('rejects %p', (status) => {
    expect(isCustomerVisibleStatus(status)).toBe(false);
  });
});
