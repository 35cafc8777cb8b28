import { DEPLOYABLE_COLUMNS } from '#lib/database';
import { REVISION_FIELDS, SignatureError, type SignatureErrorCode } from '#lib/signing';
import { signatureProblem } from './trust.service.js';

describe('publisher signing on the hub', () => {
  it('a revision statement signs exactly the columns a revision snapshot holds (a new deployable column must be signed)', () => {
    expect([...REVISION_FIELDS].sort()).toEqual([...DEPLOYABLE_COLUMNS].sort());
  });

  it('maps every refusal of the signing library to a 4xx problem', () => {
    const cases: [SignatureErrorCode, number, string][] = [
      ['too_large', 413, 'payload_too_large'],
      ['malformed', 400, 'envelope_malformed'],
      ['wrong_type', 400, 'envelope_malformed'],
      ['threshold', 400, 'signature_invalid'],
      ['not_authorized', 400, 'signature_invalid'],
      ['expired', 400, 'signature_invalid'],
      ['rollback', 409, 'root_version_conflict'],
    ];
    for (const [code, status, problem] of cases) {
      const e = signatureProblem(new SignatureError(code, 'why'));
      expect({ code, status: e.getStatus(), body: e.getResponse() }).toEqual({
        code,
        status,
        body: expect.objectContaining({ status, code: problem, detail: 'why' }),
      });
    }
  });
});
