import { ApiCallError } from '@shared/errors';
import { errorText } from '../saves/errors';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** What to tell the players about a replay file refused (its own words for its codes, the app's otherwise). */
export function replayErrorText(error: unknown, t: Translate, has: (key: string) => boolean): string {
  if (error instanceof ApiCallError && has(`replays.errors.${error.code}`)) {
    return t(`replays.errors.${error.code}`, { message: error.message, ...error.params });
  }
  return errorText(error, t, has);
}
