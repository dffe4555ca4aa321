import type { WebSocketRoute } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { act, createGame } from './board-play';

// The main screen's event socket drops (a host restarted, a laptop's Wi-Fi blinked): the protocol's
// kernel reconnects, and once the link is back the table catches up with what it missed meanwhile,
// with no reload and no other tab to wake it (docs/devices.md, "One protocol for every view").

const SETUP = { seats: [{ name: 'Ann', colour: 'red' as const }, { name: 'Bo', colour: 'blue' as const }], timerSeconds: null };

test('after its event socket drops, the main screen reconnects and shows the move it missed', async ({ page, webHost }) => {
  // Every /events socket goes through this route: connected to the host, or refused while `away`.
  let away = false;
  const sockets: WebSocketRoute[] = [];
  let refused = 0;
  await page.routeWebSocket(/\/events$/, (ws) => {
    if (away) {
      refused += 1;
      ws.close({ code: 1011, reason: 'the host is away' });
      return;
    }
    sockets.push(ws);
    ws.connectToServer();
  });

  const game = await createGame(page.request, webHost.url, SETUP, 424242);
  await page.goto(webHost.url);
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  const board = page.getByTestId('flatline-board');
  await expect(board).toHaveAttribute('data-stop', 'planning');
  await expect.poll(() => sockets.length).toBe(1);

  // The link drops and stays down for a few tries; meanwhile another screen starts the countdown.
  away = true;
  await sockets[0]!.close({ code: 1006 });
  await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await act(page.request, webHost.url, game.id, { type: 'advance' });

  // The host is back: the next try connects, and the table catches up at once.
  away = false;
  await expect.poll(() => sockets.length, { timeout: 10_000 }).toBe(2);
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
});
