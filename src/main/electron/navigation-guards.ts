import type { WebContents } from 'electron';
import { isOurRenderer, type RendererLocation } from './renderer-location';

/** The part of WebContents the guards use, so tests can hand in a fake. */
export type GuardedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

/** Why a navigation was refused, for the log; null when it may go ahead. */
export function navigationRefusal(url: string, location: RendererLocation): string | null {
  return isOurRenderer(url, location) ? null : `navigation to ${url} refused: only the app's own page may load`;
}

/**
 * Security checklist items 13–15: no navigation away from our page, no new windows, no
 * <webview>. Installed on every WebContents the app creates, so nothing slips past by being
 * opened some other way.
 */
export function installNavigationGuards(
  contents: GuardedContents,
  location: RendererLocation,
  log: (message: string) => void = console.warn,
): void {
  const refuseUnlessOurs = (event: { preventDefault(): void }, url: string) => {
    const refusal = navigationRefusal(url, location);
    if (refusal) {
      event.preventDefault();
      log(refusal);
    }
  };
  contents.on('will-navigate', (event, url) => refuseUnlessOurs(event, url));
  contents.on('will-frame-navigate', (event) => refuseUnlessOurs(event, event.url));
  contents.on('will-redirect', (event, url) => refuseUnlessOurs(event, url));
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log('a <webview> was refused');
  });
  contents.setWindowOpenHandler(({ url }) => {
    log(`window.open(${url}) refused: the app opens no other windows`);
    return { action: 'deny' };
  });
}
