import AxeBuilder from '@axe-core/playwright';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, startWebHost } from '../support/web-host';
import { ADA_AND_BRUNO, api, createGame } from './board-play';
import { backToTable, placeSomeDie } from './guests-play';
import { FAR_LAUNCH, farTable, farWorld, localNetwork, openFarPanel, openFarRoom, seedWhereSeatsPlay } from './far-play';

// Friends far away (docs/far-away.md): the main screen opens a room on a signalling relay started
// here (MQTT, on 127.0.0.1: no test reaches the internet; WebRTC on loopback needs no STUN), a friend
// in another browser context joins it from the start screen with the room code, takes Bruno's seat
// and places a die, which the main screen shows; the host sees the friend's connection and round
// trip; the friend closes their app (dropped) and comes back to the seat; closing the room ends the
// friend's seat at once. Then a hostile peer in the same room
// sends forged frames over its data channel: each refused as on the local listener, nothing changed.

// The browser tells local addresses as they are (nothing resolves mDNS names in a test's sandbox).
test.use(FAR_LAUNCH);

const SEED = seedWhereSeatsPlay(ADA_AND_BRUNO, [1]);

/** A room as the app's chunk joins it (lib/far/far-room-link.ts), as far as the hostile peer uses it. */
type Ask = (data: unknown, options: { target: string; timeoutMs: number }) => Promise<{ ok: true; value: unknown } | { ok: false; error: { code: string } }>;
interface HostileRoom {
  actions: { hello: { request: (data: unknown, options: { target: string; timeoutMs: number }) => Promise<{ code: string }> }; call: { request: Ask }; listen: { request: Ask } };
  onPeerJoin: ((peer: string) => void) | null;
  leave(): Promise<void>;
}

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

const world = farWorld({ home: false });

test('a friend far away joins the room from the start screen, plays Bruno\'s seat, drops and comes back, and loses it when the host closes the room', async ({ page, browser, request, webHost }, testInfo) => {
  test.setTimeout(150_000);
  const { relay } = world;
  // The host's network: the test's relay (as a user would set it in Network, before the room opens).
  await farTable(page, request, webHost.url, relay, ADA_AND_BRUNO, SEED);
  await openFarPanel(page);
  await expectNoViolations(page, 'the room, before it opens');
  await page.getByTestId('far-open').click();
  const code = (await page.getByTestId('far-code').textContent())!.trim();
  expect(code).toMatch(/^([a-z2-7]{5}-){5}[a-z2-7]$/);
  await expect(page.getByTestId('far-link')).toHaveText(`fusetable://far/${code}`);
  await page.screenshot({ path: testInfo.outputPath('far-host-1280x800.png') });

  // The friend: their own app (another host, another data folder) at its start screen, Network set
  // to the relay, the code pasted.
  const home = await startWebHost();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  const friend = await context.newPage();
  await friend.goto(home.url);
  await friend.getByTestId('far-join').click();
  await friend.getByTestId('far-network').locator('summary').click();
  await friend.getByTestId('far-relays').fill(relay.url);
  await friend.getByTestId('far-stun').fill('');
  await friend.getByTestId('far-network-save').click();
  // Saved, the fields fold away and say so beside their title.
  await expect(friend.getByTestId('far-network-status')).toHaveText(' · saved');
  // A code that is not one is said in words, and nothing connects.
  await friend.getByTestId('far-room-code').fill('KQ7RM2');
  await friend.getByTestId('far-connect').click();
  await expect(friend.getByTestId('far-join-problem')).toContainText('That is not a room code');
  await expectNoViolations(friend, 'join a table far away');
  await friend.getByTestId('far-room-code').fill(` ${code.toUpperCase()} `);
  await friend.getByTestId('far-connect').click();
  await expect(friend.getByRole('button', { name: 'Play Bruno' })).toBeVisible({ timeout: 30_000 });
  // The room found the table: the seats come first, the join code's box out of the way.
  await expect(friend.getByTestId('guest-code')).toHaveCount(0);
  await friend.getByRole('button', { name: 'Play Bruno' }).click();
  await expect(friend.getByTestId('guest-seat-name')).toContainText('You play Bruno');

  // The host sees the friend's seat, connected, with its round trip.
  await expect(page.getByTestId('far-seat-1')).toHaveAttribute('data-connected', 'true');
  await expect(page.getByTestId('far-rtt-1')).toHaveText(/round trip \d+ ms/, { timeout: 15_000 });
  await expectNoViolations(page, 'the room, a friend seated');
  await page.screenshot({ path: testInfo.outputPath('far-host-friend-1280x800.png') });
  await backToTable(page, { name: 'Bruno', context, page: friend });

  // Bruno places a die from far away: the main screen shows it.
  const view = friend.getByTestId('fl-seat-view');
  await expect(view).toBeVisible();
  await expectNoViolations(friend, 'the seat view far away');
  await friend.screenshot({ path: testInfo.outputPath('far-friend-seat-1280x800.png') });
  const placed = await placeSomeDie(view);
  await expect(page.locator(`[data-space="${placed}"]`)).toHaveClass(/filled/);

  // The friend closes their app: the host sees the seat dropped. They come back with the code kept,
  // and are back at Bruno's seat at once (the seat's token stayed in their browser).
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('menu-far').click();
  await friend.close({ runBeforeUnload: true });
  await expect(page.getByTestId('far-seat-1')).toHaveAttribute('data-connected', 'false');
  const back = await context.newPage();
  await back.goto(home.url);
  await back.getByTestId('far-join').click();
  await expect(back.getByTestId('far-room-code')).toHaveValue(` ${code.toUpperCase()} `.trim());
  await back.getByTestId('far-connect').click();
  await expect(back.getByTestId('guest-seat-name')).toContainText('You play Bruno', { timeout: 30_000 });
  await expect(page.getByTestId('far-seat-1')).toHaveAttribute('data-connected', 'true');

  // The host closes the room: the friend's seat ends at once, in words.
  await page.getByTestId('far-close').click();
  await expect(page.getByTestId('far-open')).toBeVisible();
  await expect(back.getByTestId('guest-lost')).toContainText('The host closed the room for friends far away.');
  await context.close();
  await home.close();
});

/** The room's library as the app ships it (its own chunk), loaded into a page of the host's origin. */
function roomChunk(): string {
  const assets = join(__dirname, '..', '..', 'out', 'renderer', 'assets');
  return `/assets/${readdirSync(assets).find((name) => /^far-room-link-.*\.js$/.test(name))!}`;
}

test('a hostile peer in the room is refused over its data channel as on the local listener, and nothing changes', async ({ page, browser, request, webHost }) => {
  test.setTimeout(120_000);
  const { relay } = world;
  const id = await farTable(page, request, webHost.url, relay, ADA_AND_BRUNO, SEED);
  const other = await createGame(request, webHost.url, ADA_AND_BRUNO, SEED + 1);
  const room = (await openFarRoom(page)).replace(/-/g, '');
  const before = await api<{ version: number }>(request, webHost.url, 'getGame', { id });

  const home = await startWebHost();
  const context = await browser.newContext({ locale: 'en-GB' });
  const attacker = await context.newPage();
  await attacker.goto(home.url);
  const answers = await attacker.evaluate(
    async ({ chunk, room, network, id, otherId }) => {
      const { openRoom } = (await import(chunk)) as { openRoom: (room: string, network: unknown, failed: () => void) => HostileRoom };
      const joined = openRoom(room, network, () => undefined);
      const host = await new Promise<string>((resolve) => {
        joined.onPeerJoin = (peer) => void joined.actions.hello.request(null, { target: peer, timeoutMs: 10_000 }).then(() => resolve(peer));
      });
      const call = (method: string, payload: unknown) => joined.actions.call.request({ method, payload }, { target: host, timeoutMs: 10_000 });
      const codeOf = async (method: string, payload: unknown) => {
        const answer = await call(method, payload);
        return answer.ok ? 'ok' : answer.error.code;
      };
      const hello = await joined.actions.hello.request(null, { target: host, timeoutMs: 10_000 });
      const claimed = await call('claimSeat', { code: hello.code, seat: 1 });
      const token = claimed.ok ? (claimed.value as { token: string }).token : '';
      const advance = { type: 'advance' };
      const result = {
        noToken: await codeOf('act', { id, kind: 'flatline', action: advance }),
        madeUpToken: await codeOf('act', { token: 'A'.repeat(32), id, kind: 'flatline', action: advance }),
        otherGame: await codeOf('act', { token, id: otherId, kind: 'flatline', action: advance }),
        forgedSeat: await codeOf('act', { token, id, kind: 'flatline', seat: 0, action: advance }),
        hostMethod: await codeOf('deleteGame', { id }),
        oversized: await codeOf('act', { token, id, kind: 'flatline', action: advance, pad: 'x'.repeat(9000) }),
        listenWithout: await joined.actions.listen.request({ token: 'nope' }, { target: host, timeoutMs: 10_000 }).then((a) => (a.ok ? 'ok' : a.error.code)),
      };
      await joined.leave();
      return result;
    },
    { chunk: roomChunk(), room, network: localNetwork(relay), id, otherId: other.id },
  );
  expect(answers).toEqual({
    noToken: 'invalid-payload',
    madeUpToken: 'invalid-token',
    otherGame: 'wrong-game',
    forgedSeat: 'invalid-payload',
    hostMethod: 'host-only-method',
    oversized: 'payload-too-large',
    listenWithout: 'invalid-token',
  });
  // Nothing changed: the game is where it was, and the other game untouched.
  expect((await api<{ version: number }>(request, webHost.url, 'getGame', { id })).version).toBe(before.version);
  expect(relay.connections()).toBeGreaterThan(0);
  await context.close();
  await home.close();
});
