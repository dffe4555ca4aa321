import type { Result } from '@shared/errors';

function isResult(value: unknown): value is Result<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { ok?: unknown; error?: { code?: unknown; message?: unknown } };
  if (v.ok === true) return 'value' in v;
  return v.ok === false && typeof v.error?.code === 'string' && typeof v.error.message === 'string';
}

/**
 * POSTs `input` as JSON to `url` and reads the Result it answers (the web bridge's /api/<method>, a
 * guest's /guest/<method>). No answer, or one that is not a Result, is a 'host-unreachable' refusal
 * whose message says `${who} did not answer (…why)`.
 */
export async function postForResult(fetchFn: typeof fetch, url: string, input: unknown, who: string): Promise<Result<unknown>> {
  const unreachable = (detail: string): Result<never> => ({ ok: false, error: { code: 'host-unreachable', message: `${who} did not answer (${detail})` } });
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input ?? {}),
    });
  } catch (error) {
    return unreachable(error instanceof Error ? error.message : String(error));
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return unreachable(`HTTP ${response.status} without a JSON answer`);
  }
  return isResult(body) ? body : unreachable(`HTTP ${response.status} with an unexpected answer`);
}
