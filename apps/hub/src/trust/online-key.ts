import { Logger, type Provider } from '@nestjs/common';
import { HUB_CONFIG, type HubConfig, loadOnlineKey, type OnlineKey } from '../hub.config.js';

/** The hub's online key, read (or, embedded, made) once at start: `{ key: null }` when it has none. */
export const ONLINE_KEY = Symbol('ONLINE_KEY');

export interface OnlineKeyHolder {
  key: OnlineKey | null;
}

export const onlineKeyProvider: Provider = {
  provide: ONLINE_KEY,
  inject: [HUB_CONFIG],
  useFactory: (config: HubConfig): OnlineKeyHolder => {
    const key = loadOnlineKey(config);
    const logger = new Logger('Trust');
    // The key id and the path only: the private key is never logged nor served.
    if (!key) {
      logger.log(
        'no online key (HUB_ONLINE_KEY_FILE is unset and the database is PostgreSQL): the signed snapshot ' +
          'answers 409 online_key_missing and console-made templates stay unsigned',
      );
    } else if (key.generated) {
      logger.log(
        `online key generated at ${key.path} (key id ${key.pair.keyId}): list ${key.path}.pub under both ` +
          '--timestamp-key and --hub-key in `hub-catalog root init`',
      );
    } else {
      logger.log(`online key ${key.pair.keyId} read from ${key.path}`);
    }
    return { key };
  },
};
