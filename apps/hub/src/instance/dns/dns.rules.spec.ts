import { hostnameProblem, RESERVED_HOSTNAMES } from './dns.rules.js';

describe('DNS rules', () => {
  it('accepts one RFC 1123 label of 3–63 characters that is not reserved', () => {
    for (const ok of ['abc', 'a-b', '0ab', 'a'.repeat(63), 'ns3', 'www1']) expect(hostnameProblem(ok)).toBeNull();
    for (const bad of ['ab', 'a'.repeat(64), '-ab', 'ab-', 'a_b', 'a.b', 'ABC', '', 'a b']) {
      expect(hostnameProblem(bad)).toMatch(/one DNS label/);
    }
    for (const reserved of ['www', 'api', 'hub', 'admin', 'mail', 'ns1', 'mcp', 'localhost']) {
      expect(hostnameProblem(reserved)).toMatch(/reserved/);
    }
  });

  it('reserves exactly the names of docs/api-decisions.md, and refuses every one of them', () => {
    const documented = 'www api hub admin mail ns ns1 ns2 mcp dashboard app support status smtp ftp localhost';
    expect([...RESERVED_HOSTNAMES].sort()).toEqual(documented.split(' ').sort());
    for (const name of RESERVED_HOSTNAMES) {
      // Two-letter `ns` is refused as too short before the list is consulted; every other name for being reserved.
      expect({ name, problem: hostnameProblem(name) }).toEqual({
        name,
        problem: name.length < 3 ? expect.stringMatching(/one DNS label/) : `hostname "${name}" is reserved`,
      });
    }
  });
});
