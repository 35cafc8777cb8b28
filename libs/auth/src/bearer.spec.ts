import { mintToken } from '#lib/credentials';
import { bearerOf, credentialShapeOf, requireBearer } from './bearer.js';
import { LAST_USED_INTERVAL_MS, LastUsedWriter } from './last-used.js';

describe('bearerOf', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['Bearer abc', 'abc'],
    ['bearer   abc  ', 'abc'],
    ['Bearer', null],
    ['Bearer ', null],
    ['Bearer a b', null],
    ['Basic dXNlcjpwYXNz', null],
    [['Bearer a', 'Bearer b'], null],
  ] as const)('%j → %j', (header, expected) => {
    expect(bearerOf(header as string | string[] | undefined)).toBe(expected);
  });

  it('requireBearer: none is 401 unauthenticated, another form 401 invalid_token', () => {
    expect(() => requireBearer(undefined)).toThrow(expect.objectContaining({ code: 'unauthenticated' }));
    expect(() => requireBearer('Basic x')).toThrow(expect.objectContaining({ code: 'invalid_token' }));
    expect(requireBearer('Bearer t')).toBe('t');
  });
});

describe('credentialShapeOf', () => {
  it('reads the kind from the prefix or the JWT shape', () => {
    expect(credentialShapeOf(mintToken('instanceKey', 'pepper').token)).toBe('instanceKey');
    expect(credentialShapeOf(mintToken('personalAccessToken', 'pepper').token)).toBe('personalAccessToken');
    expect(credentialShapeOf(mintToken('machineToken', 'pepper').token)).toBe('machineToken');
    expect(credentialShapeOf('eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln')).toBe('jwt');
    expect(credentialShapeOf('opaque-provider-token')).toBeNull();
  });
});

describe('LastUsedWriter', () => {
  afterEach(() => jest.useRealTimers());

  it('writes each credential at most once a minute, and again after a failed write', async () => {
    jest.useFakeTimers();
    jest.setSystemTime(0);
    const writer = new LastUsedWriter();
    const write = jest.fn(() => Promise.resolve());
    writer.touch('key|a', write);
    writer.touch('key|a', write);
    writer.touch('key|b', write);
    expect(write).toHaveBeenCalledTimes(2);
    jest.setSystemTime(LAST_USED_INTERVAL_MS);
    writer.touch('key|a', write);
    expect(write).toHaveBeenCalledTimes(3);

    const failing = jest.fn(() => Promise.reject(new Error('down')));
    writer.touch('key|c', failing);
    await Promise.resolve();
    await Promise.resolve();
    writer.touch('key|c', failing);
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
