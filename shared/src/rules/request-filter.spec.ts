import { RequestStatus } from '../enums/request-status.js';
import {
  FilterableRequest,
  NO_CONTACT_PERSON,
  matchesRequestFilter,
  matchesText,
  normalizeFilterText,
} from './request-filter.js';

describe('normalizeFilterText', () => {
  it.each([
    ['Max Mustermann', 'maxmustermann'],
    ['Anna Maria Huber', 'annamariahuber'],
    ['  two leading', 'twoleading'],
    ['NoSpace', 'nospace'],
    ['', ''],
    ['MAX@EXAMPLE.COM', 'max@example.com'],
    ['+43 664 1234567', '+436641234567'],
    ['Tab\tstays', 'tab\tstays'],
  ])('%p → %p', (input, expected) => {
    expect(normalizeFilterText(input)).toBe(expected);
  });
});

describe('matchesText', () => {
  it.each([
    ['Max Mustermann', 'max mustermann'],
    ['Max Mustermann', 'MAXMUSTERMANN'],
    ['Max Mustermann', 'muster'],
    ['Max Mustermann', 'x m'],
    ['max@example.com', 'EXAMPLE'],
    ['+43 664 1234567', '+43 664'],
    // Every space is ignored, in the value and in the query.
    ['Franz Xaver Moser', 'franz xavermoser'],
    ['+43 660 1234567', '+436601234567'],
    ['Anna Maria Huber', 'annamariahuber'],
    ['+43 664 1234567', '+436641234567'],
  ])('%p matches %p', (value, query) => {
    expect(matchesText(value, query)).toBe(true);
  });

  it.each([
    ['Max Mustermann', 'moritz'],
    // Tabs are not spaces.
    ['Max\tMustermann', 'maxmustermann'],
  ])('%p does not match %p', (value, query) => {
    expect(matchesText(value, query)).toBe(false);
  });

  it.each(['', '   ', null, undefined])('an empty query %p matches any value, even a missing one', (query) => {
    expect(matchesText('Max', query)).toBe(true);
    expect(matchesText(null, query)).toBe(true);
    expect(matchesText(undefined, query)).toBe(true);
  });

  it('a missing value does not match a real query', () => {
    expect(matchesText(null, 'max')).toBe(false);
    expect(matchesText(undefined, 'max')).toBe(false);
  });

  it('an empty value only matches a query that normalises to empty', () => {
    expect(matchesText('', 'a')).toBe(false);
  });
});

describe('matchesRequestFilter', () => {
  const request: FilterableRequest = {
    fullName: 'Max Mustermann',
    email: 'max@example.com',
    phoneNumber: '+43 664 1234567',
    status: RequestStatus.IN_PLANNING,
    contactPersonId: 'cp-1',
  };

  it('matches with an empty filter', () => {
    expect(matchesRequestFilter(request, {})).toBe(true);
  });

  it('treats null and empty entries as no filter', () => {
    expect(
      matchesRequestFilter(request, {
        fullName: null,
        email: '',
        phoneNumber: ' ',
        status: null,
        contactPersonId: '',
      }),
    ).toBe(true);
  });

  it('combines all entries', () => {
    expect(
      matchesRequestFilter(request, {
        fullName: 'max muster',
        email: 'EXAMPLE',
        phoneNumber: '+43 664',
        status: RequestStatus.IN_PLANNING,
        contactPersonId: 'cp-1',
      }),
    ).toBe(true);
  });

  it.each([
    [{ fullName: 'moritz' }],
    [{ email: 'other.org' }],
    [{ phoneNumber: '0699' }],
    [{ status: RequestStatus.SOLD }],
    [{ contactPersonId: 'cp-2' }],
    [{ contactPersonId: 'CP-1' }],
    [{ fullName: 'max', status: RequestStatus.NEW }],
  ])('rejects on a single mismatch %p', (filter) => {
    expect(matchesRequestFilter(request, filter)).toBe(false);
  });

  it('filters requests without a contact person', () => {
    expect(matchesRequestFilter({ ...request, contactPersonId: null }, { contactPersonId: NO_CONTACT_PERSON })).toBe(
      true,
    );
    expect(matchesRequestFilter(request, { contactPersonId: NO_CONTACT_PERSON })).toBe(false);
  });

  it('does not match a contact person filter when the request has none', () => {
    expect(matchesRequestFilter({ ...request, contactPersonId: null }, { contactPersonId: 'cp-1' })).toBe(false);
  });

  it('does not match a text filter when the request lacks the field', () => {
    expect(matchesRequestFilter({ ...request, phoneNumber: null }, { phoneNumber: '664' })).toBe(false);
  });
});
