import { ErrorCode } from '@hauskonfig/shared';
import { parseListQuery } from './list-query.js';

const SORTABLE = ['name', 'createdAt'] as const;

describe('parseListQuery', () => {
  it('reads sort, range and filter', () => {
    expect(
      parseListQuery({ sort: '["name","desc"]', range: '[10,19]', filter: '{"q":"Haus"}' }, SORTABLE, [
        'createdAt',
        'DESC',
      ]),
    ).toEqual({ sortField: 'name', sortOrder: 'DESC', skip: 10, take: 10, filter: { q: 'Haus' } });
  });

  it('falls back to the default sort and the first page', () => {
    expect(parseListQuery({}, SORTABLE, ['createdAt', 'DESC'])).toEqual({
      sortField: 'createdAt',
      sortOrder: 'DESC',
      skip: 0,
      take: 25,
      filter: {},
    });
  });

  it.each([
    [{ sort: '["password","ASC"]' }],
    [{ sort: 'name' }],
    [{ sort: '["name","SIDEWAYS"]' }],
    [{ range: '[5,1]' }],
    [{ range: '[-1,3]' }],
    [{ range: '[0]' }],
    [{ filter: '[1,2]' }],
    [{ filter: '{broken' }],
    [{ filter: ['a'] }],
  ])('refuses %j with 400', (raw) => {
    expect(() => parseListQuery(raw, SORTABLE, ['name', 'ASC'])).toThrow(
      expect.objectContaining({ code: ErrorCode.VALIDATION_FAILED }),
    );
  });

  it('caps a page at 1000 rows', () => {
    expect(parseListQuery({ range: '[0,99999]' }, SORTABLE, ['name', 'ASC']).take).toBe(1000);
  });
});
