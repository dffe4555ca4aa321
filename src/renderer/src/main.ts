import { hydrate, mount, unmount } from 'svelte';
import './app.css';
import App from './App.svelte';
import { findTransport } from './lib/api/transport';
import { createClient } from './lib/api/client';
import { drawnGame } from './lib/app/drawn-table';
import { isGuestPage, joinCodeFrom } from './lib/guest/guest-page';
import { browserStorage } from './lib/table/settings.svelte';

const target = document.getElementById('app');
if (!target) throw new Error('FUSE Table: the page has no #app element');

/** A device at the table (the guest listener's page, `?join=<code>` or a kept seat): the join flow and the seat view, in their own chunk. */
async function mountGuest(into: HTMLElement): Promise<void> {
  document.documentElement.dataset.transport = 'guest';
  const [{ default: GuestApp }, { GuestState }, { browserGuestClient }] = await Promise.all([
    import('./GuestApp.svelte'),
    import('./lib/guest/guest-state.svelte'),
    import('./lib/guest/guest-client'),
  ]);
  const guest = new GuestState({ client: browserGuestClient(window), storage: browserStorage(), code: joinCodeFrom(location.search) });
  mount(GuestApp, { target: into, props: { guest } });
  document.documentElement.dataset.ready = 'true';
}

function mountHost(into: HTMLElement) {
  // The transport is found once at start-up: Electron's preload bridge, or the web host's HTTP API.
  const { bridge, kind } = findTransport(window);
  document.documentElement.dataset.transport = kind;
  // A game link's page arrives with the table drawn by the web host: the app takes that markup over
  // (Svelte repairs any difference, such as a language chosen since) instead of drawing it again.
  const drawn = drawnGame(document);
  const props = { client: createClient(bridge), drawn };
  const app = drawn && into.firstChild ? hydrate(App, { target: into, props }) : mount(App, { target: into, props });
  // From here the table answers to the players (tests and the first-paint bench wait for it).
  document.documentElement.dataset.ready = 'true';
  // A device that typed the guest listener's address without the code: the host's API is not
  // served there, so the page becomes the join screen instead of a start screen that cannot load.
  if (kind === 'web') {
    void bridge.appInfo({}).then((info) => {
      if (info.ok || info.error.code !== 'host-only') return;
      void unmount(app);
      void mountGuest(into);
    });
  }
  return app;
}

const guest = !window.fuse && isGuestPage(location.search, browserStorage());
if (guest) void mountGuest(target);
export default guest ? null : mountHost(target);
