import { ConfigError, envDatabaseBudgets } from './env.js';

describe('HUB_REQUEST_DEADLINE_MS, FLEET_REQUEST_DEADLINE_MS', () => {
  test('default 5 s, at least 100 ms, validated at start naming the variable', () => {
    expect(envDatabaseBudgets({}, 'HUB').requestDeadlineMs).toBe(5000);
    expect(envDatabaseBudgets({ FLEET_REQUEST_DEADLINE_MS: '2500' }, 'FLEET').requestDeadlineMs).toBe(2500);
    for (const value of ['50', 'soon', '-1']) {
      expect(() => envDatabaseBudgets({ HUB_REQUEST_DEADLINE_MS: value }, 'HUB')).toThrow(ConfigError);
      expect(() => envDatabaseBudgets({ HUB_REQUEST_DEADLINE_MS: value }, 'HUB')).toThrow(/^HUB_REQUEST_DEADLINE_MS: /);
    }
  });
});
