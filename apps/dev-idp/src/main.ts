import { envPort, runMain } from '#lib/common';
import { startDevIdp } from './dev-idp.js';

await runMain(async () => {
  const idp = await startDevIdp({
    port: envPort(process.env, 'DEV_IDP_PORT', 3200),
    host: process.env.DEV_IDP_HOST ?? '127.0.0.1',
    issuer: process.env.DEV_IDP_ISSUER || undefined,
  });

  process.stdout.write(
    `${JSON.stringify({
      msg: 'dev-idp listening',
      issuer: idp.issuer,
      discovery: `${idp.issuer}/.well-known/openid-configuration`,
      audience: idp.audience,
      resourceIndicator: idp.resourceIndicator,
      clients: idp.clients.map((c) => c.client_id),
      users: idp.users.map(({ email, sub, name, description }) => ({ email, sub, name, description })),
      password: 'demo',
    })}\n`,
  );

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void idp.close().finally(() => process.exit(0)));
  }
});
