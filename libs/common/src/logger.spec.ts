import { ConfigError } from './env.js';
import { createPino, envLogLevel, PinoLogger, redactSecrets } from './logger.js';

/** Lines written to stdout while `fn` runs, parsed. */
function captured(fn: () => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  };
  try {
    fn();
  } finally {
    process.stdout.write = write;
  }
  return lines
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('logger', () => {
  it('redacts credentials at the top of a logged object and two levels down', () => {
    const logger = new PinoLogger(createPino('test', 'info'));
    const [line] = captured(() =>
      logger.log(
        {
          msg: 'event',
          password: 'p-secret',
          headers: { authorization: 'Bearer svch_abc', cookie: 'sid=1', 'set-cookie': 'sid=2' },
          body: { nested: { client_secret: 'cs', refresh_token: 'rt' }, token: 'svcp_x' },
          status: 200,
        },
        'Ctx',
      ),
    );
    const text = JSON.stringify(line);
    for (const secret of ['p-secret', 'svch_abc', 'sid=1', 'sid=2', '"cs"', '"rt"', 'svcp_x']) {
      expect(text).not.toContain(secret);
    }
    expect(line).toMatchObject({ level: 'info', msg: 'event', context: 'Ctx', status: 200, app: 'test' });
    expect((line.headers as Record<string, string>).authorization).toBe('[redacted]');
  });

  it('redacts inside arrays and serialized errors, never changes the logged object, and keeps child bindings', () => {
    const pino = createPino('test', 'info');
    const fields = { list: [{ token: 't-1' }, { name: 'kept' }], deep: { a: { b: { token: 'below-the-net' } } } };
    const error = Object.assign(new Error('boom'), { client_secret: 'err-secret' });
    const [line, errorLine] = captured(() => {
      pino.child({ request_id: 'req-1' }).info(fields, 'event');
      pino.error({ err: error }, 'failed');
    });
    expect(line).toMatchObject({ request_id: 'req-1', list: [{ token: '[redacted]' }, { name: 'kept' }] });
    // Three levels down is past the net (documented: top, one or two levels down).
    expect(line.deep).toEqual({ a: { b: { token: 'below-the-net' } } });
    expect(fields.list[0].token).toBe('t-1');
    expect(errorLine).toMatchObject({ err: { message: 'boom', client_secret: '[redacted]' } });
    expect(error.client_secret).toBe('err-secret');
    const plain = { status: 200, nested: { ok: true } };
    expect(redactSecrets(plain)).toBe(plain);
  });

  it("writes Nest's route mapping at debug level, so the default level hides it", () => {
    const quiet = new PinoLogger(createPino('test', 'info'));
    expect(captured(() => quiet.log('Mapped {/api/v1/x, GET} route', 'RouterExplorer'))).toEqual([]);
    const verbose = new PinoLogger(createPino('test', 'debug'));
    expect(captured(() => verbose.log('Mapped {/api/v1/x, GET} route', 'RouterExplorer'))).toEqual([
      expect.objectContaining({ level: 'debug', context: 'RouterExplorer' }),
    ]);
  });

  it('keeps the stack of an error and its context', () => {
    const logger = new PinoLogger(createPino('test', 'info'));
    const [line] = captured(() => logger.error('failed', 'Error: x\n    at y', 'Errors'));
    expect(line).toMatchObject({ level: 'error', msg: 'failed', context: 'Errors', stack: 'Error: x\n    at y' });
  });

  it('takes a known level and refuses others with the variable named', () => {
    expect(envLogLevel({}, 'HUB_LOG_LEVEL')).toBe('info');
    expect(envLogLevel({ HUB_LOG_LEVEL: 'DEBUG' }, 'HUB_LOG_LEVEL')).toBe('debug');
    expect(() => envLogLevel({ HUB_LOG_LEVEL: 'loud' }, 'HUB_LOG_LEVEL')).toThrow(ConfigError);
  });
});
