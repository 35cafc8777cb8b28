import { ProblemException } from './problem.js';
import { parseSince } from './since.js';

describe('parseSince', () => {
  // Run with TZ set away from UTC (e.g. TZ=America/New_York) to see a local-time reading fail.
  it('reads ISO 8601 dates and date-times; without an offset they are UTC', () => {
    expect(parseSince(undefined)).toBeUndefined();
    expect(parseSince('')).toBeUndefined();
    expect(parseSince('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseSince('2024-03-01T10:00')?.toISOString()).toBe('2024-03-01T10:00:00.000Z');
    expect(parseSince('2024-03-01 10:00:05.25')?.toISOString()).toBe('2024-03-01T10:00:05.250Z');
    expect(parseSince('2024-03-01T10:00:00Z')?.toISOString()).toBe('2024-03-01T10:00:00.000Z');
    expect(parseSince('2024-03-01T10:00:00+02:00')?.toISOString()).toBe('2024-03-01T08:00:00.000Z');
    expect(parseSince('2024-03-01T10:00:00-0530')?.toISOString()).toBe('2024-03-01T15:30:00.000Z');
  });

  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '2024-01-01T25:00',
    '2024-01-01T10:60',
    '2024-01-01T10:00:60',
    '2024-01-01T10:00+24:00',
    'yesterday',
    '1700000000',
    '2024-1-1',
  ])('refuses %p with 400 validation_failed', (value) => {
    let error: unknown;
    try {
      parseSince(value);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ProblemException);
    expect((error as ProblemException).getStatus()).toBe(400);
    expect((error as ProblemException).code).toBe('validation_failed');
  });
});
