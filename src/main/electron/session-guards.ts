import type { Session } from 'electron';
import { withCspHeader } from './csp';

export type GuardedSession = {
  setPermissionRequestHandler: Session['setPermissionRequestHandler'];
  setPermissionCheckHandler: Session['setPermissionCheckHandler'];
  webRequest: Pick<Session['webRequest'], 'onHeadersReceived'>;
};

/**
 * Security checklist items 5 and 7: every response carries our CSP header, and the page is
 * granted no permission (camera, notifications, geolocation, …): a dice table needs none.
 */
export function hardenSession(session: GuardedSession, log: (message: string) => void = console.warn): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => {
    log(`permission "${permission}" refused`);
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withCspHeader(details.responseHeaders) });
  });
}
