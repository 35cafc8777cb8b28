import { inputProblem, LARGE_INPUT_LIMITS, MAX_DEPTH } from './http.js';
import { PassThrough, type Readable } from 'node:stream';
import { LARGE_VALUES, parseLargeJson, receiveIntoOneBuffer, SPLIT_BYTES } from './large-body.js';
import { ProblemException } from './problem.js';

/** A string of `n` characters, so that a container holding it is large enough to be put together member by member. */
const filler = (n = SPLIT_BYTES) => 'x'.repeat(n);

async function outcome(text: string): Promise<{ value?: unknown; status?: number; detail?: string }> {
  try {
    return { value: await parseLargeJson(Buffer.from(text), LARGE_INPUT_LIMITS) };
  } catch (error) {
    if (error instanceof ProblemException) {
      return { status: error.getStatus(), detail: (error.getResponse() as { detail: string }).detail };
    }
    return { status: (error as { statusCode?: number }).statusCode, detail: (error as Error).message };
  }
}

describe('parseLargeJson: a large body read in slices', () => {
  const big = filler();
  const valid = [
    '{}',
    '[]',
    ' { } ',
    '"text"',
    '42',
    'null',
    JSON.stringify({ a: 1, b: [1, 2, { c: 'd' }], e: null }),
    JSON.stringify({ version: '1', inventory: { network_types: [], nodes: [{ name: 'a', labels: { big } }] } }),
    JSON.stringify({ nodes: Array.from({ length: 50 }, (_, i) => ({ name: `n${i}`, text: filler(4000) })) }),
    JSON.stringify([big, { x: [big, [], {}, 'é ☃ 😀 \\" \\\\'] }, true, false, -1.5e3]),
    // Whitespace everywhere JSON allows it, in a large container.
    `{ "a" : [ 1 , 2 ] ,\n\t"b" : "${big}" , "c" : { } , "d" : [ ] }`,
    // Escaped quotes and brackets inside strings do not count as structure.
    JSON.stringify({ tricky: `${big}"]}{[,:\\`, after: ['[', '{', ',', ':'] }),
  ];
  it.each(valid.map((text) => [text.slice(0, 60), text]))('reads %s as JSON.parse does', async (_, text) => {
    expect(await outcome(text)).toEqual({ value: JSON.parse(text) });
  });

  const invalid = [
    '',
    '{',
    ']',
    '{"a":1,}',
    `{"a":"${big}",}`,
    `["${big}",]`,
    `["${big}",,1]`,
    `{"a" "${big}"}`,
    `{"a":"${big}":1}`,
    `{"a":"${big}","b"}`,
    `["${big}":1]`,
    `{"${big}"}`,
    `{1:"${big}"}`,
    `["${big}"}`,
    `["${big}"] x`,
    `["${big}"][]`,
    `["${big}", tru]`,
    `["${big}]`,
    `[{"a":1} {"b":"${big}"}]`,
  ];
  it.each(invalid.map((text) => [text.slice(0, 40), text]))('refuses %s as invalid JSON (400)', async (_, text) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(await outcome(text)).toEqual({ status: 400, detail: 'The request body is not valid JSON.' });
  });

  it('checks the input limits on the way, as installInputHygiene would', async () => {
    const cases: [unknown, RegExp][] = [
      [{ big, deep: { label: 'a\u0000b' } }, /NUL/],
      [{ big, ['k\u0000']: 1 }, /NUL/],
      [{ big, nested: { constructor: 1 } }, /Unknown field: constructor/],
      [{ big, toString: 'x' }, /Unknown field: toString/],
      [{ big, items: Array.from({ length: LARGE_INPUT_LIMITS.arrayItems + 1 }, () => 0) }, /more than 5000 elements/],
      [{ big, wide: Object.fromEntries(Array.from({ length: 513 }, (_, i) => [`k${i}`, i])) }, /more than 512 members/],
    ];
    for (const [value, detail] of cases) {
      const text = JSON.stringify(value);
      expect(inputProblem(JSON.parse(text), true, LARGE_INPUT_LIMITS)).toMatch(detail);
      expect(await outcome(text)).toMatchObject({ status: 400, detail: expect.stringMatching(detail) });
    }
    // A lone surrogate, escaped in the JSON text, inside a large container.
    expect(await outcome(`{"big":"${big}","bad":"\\ud800"}`)).toMatchObject({ status: 400, detail: /lone surrogate/ });
    // __proto__ never reaches an object's prototype: refused by name, like every name Object.prototype has.
    const poisoned = await outcome(`{"big":"${big}","__proto__":{"polluted":true}}`);
    expect(poisoned).toMatchObject({ status: 400, detail: 'Unknown field: __proto__.' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Deeper than MAX_DEPTH, found by the scan before anything is parsed.
    const deep = `{"big":"${big}","d":${'['.repeat(MAX_DEPTH)}${']'.repeat(MAX_DEPTH)}}`;
    expect(await outcome(deep)).toMatchObject({ status: 400, detail: /nested more than 32/ });
    // More values than the limit, counted by the scan.
    const thousand = `[${'0,'.repeat(999)}0]`;
    const many = `[${Array.from({ length: LARGE_INPUT_LIMITS.values / 1000 + 1 }, () => thousand).join(',')}]`;
    expect(await outcome(many)).toMatchObject({ status: 400, detail: /more than 2000000 values/ });
  });

  it('marks the containers it put together, and only those', async () => {
    const value = (await parseLargeJson(
      Buffer.from(JSON.stringify({ inventory: { nodes: [{ big }] }, small: { a: 1 } })),
      LARGE_INPUT_LIMITS,
    )) as { inventory: { nodes: object[] }; small: object };
    expect(LARGE_VALUES.has(value.inventory)).toBe(true);
    expect(LARGE_VALUES.has(value.small)).toBe(false);
  });

  it('gives the event loop back while it works through a large body', async () => {
    const text = JSON.stringify({
      nodes: Array.from({ length: 2000 }, (_, i) => ({ name: `n${i}`, labels: { a: filler(2000) } })),
    });
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    try {
      expect(await parseLargeJson(Buffer.from(text), LARGE_INPUT_LIMITS)).toEqual(JSON.parse(text));
    } finally {
      clearInterval(ticker);
    }
    expect(turns).toBeGreaterThan(0);
  });
});

describe('receiveIntoOneBuffer', () => {
  const receive = async (chunks: Buffer[], length: number) => {
    const payload = new PassThrough();
    let body: Buffer | undefined;
    const out = receiveIntoOneBuffer(payload, length, (b) => (body = b)) as Readable & {
      receivedEncodedLength?: number;
    };
    const ended = new Promise<void>((resolve, reject) => {
      out.on('error', reject);
      out.on('end', resolve);
      out.resume();
    });
    for (const chunk of chunks) payload.write(chunk);
    payload.end();
    await ended;
    return { body, received: out.receivedEncodedLength };
  };

  it('puts the chunks together into one buffer of the announced length, passing no bytes on', async () => {
    const text = JSON.stringify({ nodes: Array.from({ length: 5000 }, (_, i) => ({ name: `n${i}` })) });
    const bytes = Buffer.from(text);
    const chunks = [bytes.subarray(0, 1000), bytes.subarray(1000, 70_000), bytes.subarray(70_000)];
    const { body, received } = await receive(chunks, bytes.length);
    expect(received).toBe(bytes.length);
    expect(body?.equals(bytes)).toBe(true);
  });

  it('reports a shorter body as received (Fastify answers 400 for the wrong Content-Length) and keeps none', async () => {
    const { body, received } = await receive([Buffer.from('{"a":1}')], 100);
    expect(received).toBe(7);
    expect(body).toBeUndefined();
  });

  it('refuses more bytes than announced with a 400', async () => {
    await expect(receive([Buffer.from('{"a":1}')], 3)).rejects.toMatchObject({ statusCode: 400 });
  });
});
