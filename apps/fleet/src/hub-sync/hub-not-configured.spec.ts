import { ProblemException } from '#lib/common';
import { HubError } from './hub-client.js';
import { isHubNotConfigured } from './hub-sync.service.js';

describe('isHubNotConfigured: by code, never by status', () => {
  it('is the fleet’s own hub_not_configured only', () => {
    expect(isHubNotConfigured(new ProblemException(409, 'hub_not_configured', 'Set the hub first.'))).toBe(true);
    expect(isHubNotConfigured(new ProblemException(409, 'sync_in_progress', 'Another sync runs.'))).toBe(false);
    expect(isHubNotConfigured(new ProblemException(409, 'conflict', 'A conflict.'))).toBe(false);
    expect(isHubNotConfigured(new HubError('the hub answered 409', false, 409))).toBe(false);
  });
});
