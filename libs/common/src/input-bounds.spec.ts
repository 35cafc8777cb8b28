import {
  inputProblem,
  jsonHasMoreValuesThan,
  MAX_ARRAY_ITEMS,
  MAX_DEPTH,
  MAX_INPUT_VALUES,
  MAX_OBJECT_KEYS,
} from './http.js';
import { MAX_FIELD_ERRORS, Problems } from './problem.js';
import { validationDetail } from './validation.js';

describe('input bounds', () => {
  test('inputs within every limit pass', () => {
    const atLimits = {
      items: Array.from({ length: MAX_ARRAY_ITEMS }, (_, i) => i),
      map: Object.fromEntries(Array.from({ length: MAX_OBJECT_KEYS - 2 }, (_, i) => [`k${i}`, 'v'])),
    };
    expect(inputProblem(atLimits, true)).toBeNull();
  });

  test('one element or member over the limit is refused', () => {
    expect(inputProblem({ items: new Array(MAX_ARRAY_ITEMS + 1).fill(0) })).toMatch(/more than 1000 elements/);
    const wide = Object.fromEntries(Array.from({ length: MAX_OBJECT_KEYS + 1 }, (_, i) => [`k${i}`, 1]));
    expect(inputProblem(wide)).toMatch(/more than 256 members/);
  });

  test('many small arrays are bounded by the total number of values', () => {
    const rows = Array.from({ length: 30 }, () => new Array(MAX_ARRAY_ITEMS).fill(1));
    expect(inputProblem({ rows })).toMatch(new RegExp(`more than ${MAX_INPUT_VALUES} values`));
  });

  test('depth, NUL, lone surrogates and inherited names are still refused', () => {
    let deep: unknown = 1;
    for (let i = 0; i <= MAX_DEPTH; i++) deep = [deep];
    expect(inputProblem(deep)).toMatch(/nested/);
    expect(inputProblem({ a: 'x\u0000' })).toMatch(/NUL/);
    expect(inputProblem({ a: '\ud800' })).toMatch(/surrogate/);
    expect(inputProblem(JSON.parse('{"constructor": 1}'), true)).toMatch(/Unknown field/);
  });

  test('a huge array is refused at once, without visiting its elements', () => {
    let visited = 0;
    const huge = new Proxy(new Array(1_000_000).fill({}), {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) visited += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    expect(inputProblem({ events: huge })).toMatch(/more than/);
    expect(visited).toBe(0);
  });

  test('the value count of a JSON text is bounded before it is parsed, strings not counted', () => {
    // two objects, one array and three separating commas
    expect(jsonHasMoreValuesThan('{"a":[1,2,3],"b":{"c":1}}', 6)).toBe(false);
    expect(jsonHasMoreValuesThan('{"a":[1,2,3],"b":{"c":1}}', 5)).toBe(true);
    expect(jsonHasMoreValuesThan(JSON.stringify({ doc: ',[{'.repeat(10_000) + '\\"' }), 3)).toBe(false);
    expect(jsonHasMoreValuesThan(`[${new Array(MAX_INPUT_VALUES + 1).fill(0).join(',')}]`, MAX_INPUT_VALUES)).toBe(
      true,
    );
  });

  test('a 400 lists at most 20 field errors and counts the rest', () => {
    const errors = Array.from({ length: 500 }, (_, i) => ({ field: `events.${i}.id`, message: 'id must be a UUID' }));
    const body = Problems.validation(validationDetail(errors), errors).getResponse() as Record<string, unknown>;
    expect(body.errors).toHaveLength(MAX_FIELD_ERRORS);
    expect(body.errors_omitted).toBe(480);
    expect(body.detail).toMatch(/; and 480 more$/);
    expect(JSON.stringify(body).length).toBeLessThan(4000);
  });
});
