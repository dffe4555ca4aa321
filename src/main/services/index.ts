import { GAME_MODULES } from '../engine/registry';
import type { ApiHost, ApiHostOptions } from './api-host';
import { createApiHost } from './application';

export type { ApiHost, ApiHostOptions } from './api-host';

/** The application with every game the registry lists: what the Electron app and the web host run. */
export function openApiHost(options: ApiHostOptions): ApiHost {
  return createApiHost(options, { modules: GAME_MODULES });
}
