import type { APIRequestContext } from '@playwright/test';

/**
 * A test's own call to the web host's API (set-up and checks beside the page). Each call asks for
 * its own connection: the host closes an idle kept-alive socket after five seconds, and a request
 * sent on it at that instant is reset (`read ECONNRESET`), which a busy machine made happen.
 */
export async function api<T>(request: APIRequestContext, url: string, method: string, input: unknown = {}): Promise<T> {
  const reply = await request.post(`${url}api/${method}`, { data: input, headers: { Connection: 'close' } });
  const body = (await reply.json()) as { ok: true; value: T } | { ok: false; error: { code: string; message: string } };
  if (!body.ok) throw new Error(`${method} refused: ${body.error.code} ${body.error.message}`);
  return body.value;
}
