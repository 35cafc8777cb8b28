export {
  DEMO_USERS,
  DEV_CLIENTS,
  authorizeAt,
  loginAt,
  startDevIdp,
  type AuthorizationCode,
  type ClientConfig,
  type DemoUser,
  type DevIdp,
  type DevIdpOptions,
  type LoginAtOptions,
  type LoginOptions,
  type SignTokenOptions,
  type TokenSet,
} from './dev-idp.js';
export { devIdpIssuer, devIdpUrl, tokenCommand } from './dev-idp-url.js';
