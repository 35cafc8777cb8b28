import { QueryFailedError } from 'typeorm';
import { ProblemException, Problems } from './problem.js';
import { knownProblem } from './problem.filter.js';

const databaseError = (code: string, message = 'x') =>
  new QueryFailedError('SELECT 1', [], Object.assign(new Error(message), { code }));

describe('knownProblem: the one mapping of known errors for REST answers and MCP tool failures', () => {
  const statusOf = (error: unknown) => (knownProblem(error)?.getResponse() as { status: number; code: string }) ?? null;

  it('keeps our own problems', () => {
    const problem = Problems.notFound('No such template.');
    expect(knownProblem(problem)).toBe(problem);
  });

  it('answers an outage 503 unavailable with Retry-After', () => {
    const problem = knownProblem(databaseError('57P01'));
    expect(problem).toBeInstanceOf(ProblemException);
    expect(statusOf(databaseError('57P01'))).toMatchObject({ status: 503, code: 'unavailable' });
    expect(problem!.headers['Retry-After']).toBeDefined();
    expect(statusOf(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toMatchObject({ status: 503 });
  });

  it('answers what the request caused in the database as its 4xx', () => {
    expect(statusOf(databaseError('23505'))).toMatchObject({ status: 409, code: 'conflict' });
    expect(statusOf(databaseError('22P02'))).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('leaves the unexpected to the caller (logged, 500)', () => {
    expect(knownProblem(new Error('bug'))).toBeNull();
    expect(knownProblem(databaseError('42703'))).toBeNull();
  });
});
