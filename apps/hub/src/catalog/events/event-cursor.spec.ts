import { formatCursor, judgeCursor, parseCursor, scopeTag, TokenBucket } from './event-cursor.js';

describe('event cursor', () => {
  const key = Buffer.alloc(32, 7);
  const tag = scopeTag(key, 'org:a');
  const now = Date.UTC(2026, 10, 28);
  const day = 86_400_000;

  it('tags differ per scope and per key', () => {
    expect(tag).toMatch(/^[0-9a-f]{8}$/);
    expect(scopeTag(key, 'org:b')).not.toBe(tag);
    expect(scopeTag(Buffer.alloc(32, 8), 'org:a')).not.toBe(tag);
  });

  it('parses its own format only', () => {
    expect(parseCursor(formatCursor(now, tag))).toEqual({ ms: now, tag });
    for (const bad of ['', 'x', '-1', `-${now}.${tag}`, `${now}`, `${now}.${tag}x`, `1.5.${tag}`, 'x'.repeat(10_000)]) {
      expect(parseCursor(bad)).toBeNull();
    }
    expect(parseCursor([formatCursor(now, tag)])).toBeNull();
  });

  it('resumes its own recent cursors; resets garbage, foreign, future and expired ones', () => {
    expect(judgeCursor(undefined, tag, now, 90 * day)).toEqual({ kind: 'fresh' });
    expect(judgeCursor(formatCursor(now - day, tag), tag, now, 90 * day)).toEqual({ kind: 'resume', ms: now - day });
    expect(judgeCursor('garbage', tag, now, 90 * day)).toMatchObject({ kind: 'reset', reason: 'malformed' });
    expect(judgeCursor(formatCursor(now, scopeTag(key, 'org:b')), tag, now, null)).toMatchObject({
      reason: 'foreign',
    });
    expect(judgeCursor(formatCursor(now + day, tag), tag, now, null)).toMatchObject({ reason: 'future' });
    expect(judgeCursor(formatCursor(now - 91 * day, tag), tag, now, 90 * day)).toMatchObject({ reason: 'expired' });
    // HUB_AUDIT_RETENTION_DAYS=0 keeps everything: no cursor is too old.
    expect(judgeCursor(formatCursor(1, tag), tag, now, null)).toEqual({ kind: 'resume', ms: 1 });
  });
});

describe('TokenBucket', () => {
  it('admits a burst of twice the rate, then refuses with a Retry-After spread over the crowd', () => {
    const bucket = new TokenBucket(10);
    const admitted = Array.from({ length: 50 }, () => bucket.take()).filter(Boolean).length;
    expect(admitted).toBe(20);
    expect(bucket.retryAfterSeconds(0)).toBe(1);
    // 30 refused at 10 a second: spread over 3 s.
    expect(bucket.retryAfterSeconds(0.999)).toBe(3);
  });
});
