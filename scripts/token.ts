/**
 * Prints a dashboard JWT of a demo user (`npm run token -- alice@demo.local`), obtained from the running
 * dev IdP through the real authorization code + PKCE flow. The dev IdP is at DEV_IDP_URL, else where
 * `npm start` puts it with the same environment (DEV_IDP_ISSUER, DEV_IDP_HOST, DEV_IDP_PORT; default
 * http://127.0.0.1:3200); the banner of `npm start` prints the command with DEV_IDP_URL when it is elsewhere.
 *   npm run token -- <email> [--password demo] [--client hub-dashboard] [--resource fleet-api]
 */
import './quiet-notices.js';
import { devIdpUrl, loginAt } from '../apps/dev-idp/src/index.js';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const email = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!email) {
  process.stderr.write('usage: npm run token -- <email>   (demo users: admin@, alice@, bob@, carol@demo.local)\n');
  process.exit(2);
}
let issuer = 'the dev IdP';

try {
  issuer = devIdpUrl(process.env);
  const tokens = await loginAt(issuer, email, {
    password: option('--password'),
    clientId: option('--client'),
    resource: option('--resource'),
  });
  process.stdout.write(`${tokens.access_token}\n`);
} catch (error) {
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  const hint =
    cause === 'ECONNREFUSED'
      ? ` (is the dev IdP running at ${issuer}? start it with npm start, or set DEV_IDP_URL to the address its banner prints)`
      : '';
  process.stderr.write(`token: ${(error as Error).message}${hint}\n`);
  process.exit(1);
}
