import { MAX_LIMIT, pagination, parsePaging } from './pagination.js';
import { ProblemException } from './problem.js';

describe('parsePaging', () => {
  it('defaults to page 1 and the default limit, also for empty values', () => {
    expect(parsePaging(undefined, undefined)).toEqual({ page: 1, limit: 50, offset: 0 });
    expect(parsePaging('', '', 20)).toEqual({ page: 1, limit: 20, offset: 0 });
  });

  it('reads digits, leading zeros included', () => {
    expect(parsePaging('3', '10')).toEqual({ page: 3, limit: 10, offset: 20 });
    expect(parsePaging('007', '010')).toEqual({ page: 7, limit: 10, offset: 60 });
  });

  it('clamps a limit of any length to the maximum', () => {
    for (const limit of ['101', '1000000000', '99999999999999999999', '9'.repeat(400)]) {
      expect(parsePaging('1', limit)).toEqual({ page: 1, limit: MAX_LIMIT, offset: 0 });
    }
  });

  it('reads a page of any length, past the largest safe integer as that integer (a valid bigint offset)', () => {
    expect(parsePaging('1000000000', '10')).toEqual({ page: 1e9, limit: 10, offset: 9999999990 });
    for (const page of ['99999999999999999999', '9'.repeat(400)]) {
      expect(parsePaging(page, '100')).toEqual({
        page: Number.MAX_SAFE_INTEGER,
        limit: 100,
        offset: Number.MAX_SAFE_INTEGER,
      });
    }
  });

  it.each(['0', '000', '-1', '1.5', '1e3', '+1', ' 1', 'abc', '0x10', '１'])('rejects %p with 400', (value) => {
    expect(() => parsePaging(value, undefined)).toThrow(ProblemException);
    expect(() => parsePaging(undefined, value)).toThrow(ProblemException);
  });
});

describe('pagination', () => {
  it('counts pages, and 0 pages for no rows', () => {
    expect(pagination(2, 10, 35)).toEqual({ page: 2, limit: 10, total: 35, totalPages: 4 });
    expect(pagination(1, 10, 0)).toEqual({ page: 1, limit: 10, total: 0, totalPages: 0 });
  });
});
