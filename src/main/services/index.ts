import { flatlineRules } from '../engine/flatline';
import type { ApiHost, ApiHostOptions } from './api-host';
import { createApiHost } from './application';
import { flatlineHints } from './flatline-hints';

export type { ApiHost, ApiHostOptions } from './api-host';
export { ManualClock, systemClock, type Clock } from './clock';

/** The application with the real game rules: what the Electron app and the web host run. */
export function openApiHost(options: ApiHostOptions): ApiHost {
  return createApiHost(options, { rules: flatlineRules, hints: flatlineHints });
}
