import { QueryFailedError } from 'typeorm';
import { RequestDeadlineExceededError } from './deadline.js';
import { DatabaseMonitor } from './monitor.js';
import { isReadOnlyStatement } from './resilient-pg.js';
import { isConnectionLost, isDatabaseUnavailable, logUnlessUnavailable, unavailableReason } from './unavailable.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (driverError: Error) => new QueryFailedError('SELECT 1', [], driverError);

describe('database unavailability', () => {
  test.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['terminated by an administrator', wrapped(withCode('57P01'))],
    ['server starting up', withCode('57P03')],
    ['statement timeout', wrapped(withCode('57014'))],
    ['too many connections', withCode('53300')],
    ['pool wait', new Error('timeout exceeded when trying to connect')],
    ['a connect of its own timing out', wrapped(new Error('timeout expired'))],
    ['lost mid-query', wrapped(new Error('Connection terminated unexpectedly'))],
    ['client read timeout', wrapped(new Error('Query read timeout'))],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
    ['a dead query runner', Object.assign(new Error('released'), { name: 'QueryRunnerAlreadyReleasedError' })],
    ['the request deadline', new RequestDeadlineExceededError('waiting for a connection')],
    ['the request deadline, wrapped', wrapped(new RequestDeadlineExceededError('before a statement'))],
  ])('%s is unavailability', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ['unique violation', wrapped(withCode('23505'))],
    ['bad input', wrapped(withCode('22P02'))],
    ['syntax error', wrapped(withCode('42601'))],
    ['a plain bug', new TypeError('undefined is not a function')],
    ['nothing', undefined],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  test('a statement timeout leaves the connection usable; a lost connection does not', () => {
    expect(isConnectionLost(withCode('57014'))).toBe(false);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(withCode('57P01'))).toBe(true);
    expect(isConnectionLost(withCode('23505'))).toBe(false);
  });

  test('reasons are short and carry no connection string', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:5432 postgres://user:secret@db'), {
      code: 'ECONNREFUSED',
    });
    expect(unavailableReason(error)).toBe('connection refused');
    expect(unavailableReason(new Error('timeout exceeded when trying to connect'))).toBe('connect timeout');
  });

  test.each([
    ['SELECT 1', true],
    ['  select * from templates', true],
    ['WITH v AS (SELECT 1) SELECT * FROM v', true],
    ['WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', false],
    ['SELECT * FROM t FOR UPDATE', false],
    ['UPDATE t SET n = n + 1', false],
    ['INSERT INTO t VALUES (1)', false],
    ['START TRANSACTION', false],
  ])('%s is read-only: %s', (sql, readOnly) => {
    expect(isReadOnlyStatement(sql)).toBe(readOnly);
  });

  test('the monitor logs an outage once when it starts and once when it ends, with a count', () => {
    const lines: string[] = [];
    const monitor = new DatabaseMonitor({ warn: (m) => lines.push(`warn ${m}`), log: (m) => lines.push(`log ${m}`) });
    monitor.succeeded();
    for (let i = 0; i < 50; i++) monitor.failed(withCode('ECONNREFUSED'));
    expect(monitor.available).toBe(false);
    expect(monitor.unavailableBecause).toBe('connection refused');
    monitor.succeeded();
    monitor.succeeded();
    expect(monitor.available).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^warn database unavailable \(connection refused\)/);
    expect(lines[1]).toMatch(/^log database available again after [\d.]+ s \(50 failed/);
  });
});

describe('logUnlessUnavailable: background work logs its failures, not the outage the monitor reports', () => {
  it('logs a failure that is not an outage, with what failed', () => {
    const lines: string[] = [];
    logUnlessUnavailable((line) => lines.push(line), 'pruning failed', wrapped(withCode('23505', 'duplicate key')));
    expect(lines).toEqual(['pruning failed: duplicate key']);
  });

  it('says nothing of an outage', () => {
    const lines: string[] = [];
    logUnlessUnavailable((line) => lines.push(line), 'pruning failed', wrapped(withCode('57P01')));
    logUnlessUnavailable((line) => lines.push(line), 'pruning failed', withCode('ECONNREFUSED'));
    expect(lines).toEqual([]);
  });
});
