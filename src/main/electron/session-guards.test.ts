import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from './csp';
import { hardenSession, type GuardedSession } from './session-guards';

describe('session guards', () => {
  it('refuse every permission and put the CSP on every response', () => {
    let requestHandler: ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | undefined;
    let checkHandler: (() => boolean) | undefined;
    let headersHandler: ((details: { responseHeaders?: Record<string, string[]> }, callback: (response: unknown) => void) => void) | undefined;
    const session = {
      setPermissionRequestHandler: (handler: typeof requestHandler) => (requestHandler = handler),
      setPermissionCheckHandler: (handler: typeof checkHandler) => (checkHandler = handler),
      webRequest: { onHeadersReceived: (handler: typeof headersHandler) => (headersHandler = handler) },
    } as unknown as GuardedSession;
    const logged: string[] = [];
    hardenSession(session, (m) => logged.push(m));

    const answers: boolean[] = [];
    requestHandler?.({}, 'media', (granted) => answers.push(granted));
    requestHandler?.({}, 'notifications', (granted) => answers.push(granted));
    expect(answers).toEqual([false, false]);
    expect(logged).toEqual(['permission "media" refused', 'permission "notifications" refused']);
    expect(checkHandler?.()).toBe(false);

    let response: unknown;
    headersHandler?.({ responseHeaders: { 'Content-Type': ['text/html'] } }, (r) => (response = r));
    expect(response).toEqual({
      responseHeaders: { 'Content-Type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });
});
