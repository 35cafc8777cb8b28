export {
  DEMO_USERS,
  DEV_CLIENTS,
  loginAt,
  startDevIdp,
  type ClientConfig,
  type DemoUser,
  type DevIdp,
  type DevIdpOptions,
  type LoginAtOptions,
  type LoginOptions,
  type SignTokenOptions,
  type TokenSet,
} from './dev-idp.js';
