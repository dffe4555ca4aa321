import { ApiCallError } from '@shared/errors';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * What to tell the players about a refused call: this feature's own text for its codes, the app's
 * for shared ones, the host's English message otherwise.
 */
export function errorText(error: unknown, t: Translate, has: (key: string) => boolean): string {
  if (!(error instanceof ApiCallError)) return error instanceof Error ? error.message : String(error);
  const params = { message: error.message, ...error.params };
  if (has(`saves.errors.${error.code}`)) return t(`saves.errors.${error.code}`, params);
  if (has(`app.errors.${error.code}`)) return t(`app.errors.${error.code}`, params);
  return error.message;
}
