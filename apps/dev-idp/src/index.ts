export {
  DEMO_USERS,
  DEV_CLIENTS,
  startDevIdp,
  type ClientConfig,
  type DemoUser,
  type DevIdp,
  type DevIdpOptions,
  type LoginOptions,
  type SignTokenOptions,
  type TokenSet,
} from './dev-idp.js';
