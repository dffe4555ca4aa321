// The table shell's pieces rendered on the server (svelte/server through Vite with the Svelte plugin,
// as the kit's own component tests do): what a player or a screen reader meets in the bar, the log
// drawer and the settings. The pause rule and the log grouping are tested beside their functions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { svelteInNode, type SvelteInNode } from '../../svelte-in-node.test-support';
import type * as SettingsStoreModule from './settings.svelte';
import type * as RegistryModule from '../../games/registry';
import { fixtureState } from '../../games/flatline/board/board-fixture.test-support';

let kit: SvelteInNode;
const load = <T = Record<string, unknown>>(path: string): Promise<T> => kit.load<T>(path);
const html = (component: string, props: Record<string, unknown>, locale: 'en' | 'it' = 'en'): Promise<string> => kit.html(component, props, locale);

let flatlineTable: unknown;

beforeAll(async () => {
  kit = await svelteInNode(__dirname, 'shell');
  // The screen opening a table passes the game's pieces in; here, FLATLINE's from the registry.
  flatlineTable = (await kit.load<typeof RegistryModule>('../../games/registry.ts')).TABLE_GAMES.flatline;
}, 60_000);
afterAll(async () => {
  await kit?.close();
});

function flatlineGame(change: { status?: 'in-progress' | 'won' | 'lost'; paused?: boolean } = {}) {
  const state = fixtureState();
  const status = change.status ?? 'in-progress';
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'flatline',
    title: 'Night shift',
    seats: [
      { name: 'Ada', colour: 'red' },
      { name: 'Bruno', colour: 'blue' },
    ],
    solitaire: false,
    seed: 1,
    status,
    round: state.round,
    paused: change.paused ?? false,
    createdAt: '2026-11-22T20:00:00.000Z',
    updatedAt: '2026-11-22T20:00:00.000Z',
    setup: state.setup,
    state: { ...state, outcome: status, stop: status === 'in-progress' ? 'countdown' : null },
    // The services' clock: running through the countdown (the bar's clock runs only while it does).
    clock: { running: status === 'in-progress', elapsedMs: 0, limitMs: 60_000 },
    version: 1,
  };
}

const shellProps = (game: ReturnType<typeof flatlineGame>) => ({
  game,
  table: flatlineTable,
  onAct: async () => undefined,
  onPause: async () => true,
  onLeave: () => undefined,
});

describe('TableShell', () => {
  it('shows the game, its title, its stage, the clock, Pause and Menu while the game runs', async () => {
    const out = await html('./TableShell.svelte', shellProps(flatlineGame()));
    expect(out).toContain('FLATLINE');
    expect(out).toMatch(/<h1[^>]*>Night shift<\/h1>/);
    expect(out).toMatch(/data-testid="game-round"[^>]*>Round 1</);
    expect(out).toContain('role="timer"');
    expect(out).toMatch(/data-testid="pause"[^>]*aria-pressed="false"/);
    expect(out).toContain('Menu');
    expect(out).toContain('data-testid="flatline-board"');
    expect(out).not.toContain('data-testid="paused"');
  });

  it('hides the board behind the pause cover while paused, and Pause becomes Resume', async () => {
    const out = await html('./TableShell.svelte', shellProps(flatlineGame({ paused: true })));
    expect(out).toContain('data-testid="paused"');
    expect(out).not.toContain('data-testid="flatline-board"');
    expect(out).toMatch(/data-testid="pause"[^>]*aria-pressed="true"/);
  });

  it('after the end: no clock and no Pause, the outcome in words instead', async () => {
    for (const status of ['won', 'lost'] as const) {
      const out = await html('./TableShell.svelte', shellProps(flatlineGame({ status })));
      expect(out, status).not.toContain('role="timer"');
      expect(out, status).not.toContain('data-testid="pause"');
      expect(out, status).toMatch(new RegExp(`data-testid="table-outcome"[^>]*>${status === 'won' ? 'Won' : 'Lost'}<`));
    }
  });

  it('speaks Italian', async () => {
    const out = await html('./TableShell.svelte', shellProps(flatlineGame()), 'it');
    expect(out).toContain('Pausa');
    expect(out).toContain('Registro');
  });
});

describe('LogDrawer', () => {
  const lines = [
    { text: 'A power cube leaves the meter.', group: 'Round 1', spot: 'meter' },
    { text: 'The dial turns.', group: 'Round 1' },
    { text: 'Emergency dice rolled: 2, 6.', group: 'Round 2' },
  ];
  const props = { lines, ontoggle: () => undefined, onspot: () => undefined };

  it('closed: the newest line in the strip, every line still in the page (hidden), grouped by round', async () => {
    const out = await html('./LogDrawer.svelte', { ...props, open: false });
    expect(out).toContain('data-testid="log"');
    expect(out).toMatch(/aria-expanded="false"/);
    expect(out).toMatch(/class="newest[^"]*"[^>]*>Emergency dice rolled: 2, 6\./);
    expect(out).toMatch(/<div class="full[^"]*"[^>]*hidden/);
    for (const line of lines) expect(out).toContain(line.text);
    expect([...out.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1])).toEqual(['Round 1', 'Round 2']);
  });

  it('a line that describes a board element can take the focus (to light it); others cannot', async () => {
    const out = await html('./LogDrawer.svelte', { ...props, open: true });
    expect(out).toMatch(/aria-expanded="true"/);
    expect(out).toMatch(/<li class="pointing[^"]*" tabindex="0" data-line="0"[^>]*>\s*A power cube/);
    expect(out).toMatch(/<li data-line="1"[^>]*>The dial turns\.<\/li>/);
  });
});

describe('SettingsPanel', () => {
  it('offers the resolution speed and the colour theme as labelled radio groups, with the stored choice checked', async () => {
    const { SettingsStore } = await load<typeof SettingsStoreModule>('./settings.svelte.ts');
    const store = new SettingsStore(null, { language: 'en', prefersReducedMotion: false });
    store.update({ resolutionSpeed: 'fast', theme: 'high-contrast' });
    const out = await html('./SettingsPanel.svelte', { store });
    expect(out).toMatch(/<legend[^>]*>Resolution speed<\/legend>/);
    expect(out).toMatch(/<legend[^>]*>Colours<\/legend>/);
    expect(out.match(/name="[^"]*-speed"/g)).toHaveLength(3);
    // (Between a radio and its words, the server's rendering may leave a hydration marker, <!--…-->.)
    expect(out).toMatch(/value="fast" checked[^>]*>\s*(<!--[^>]*-->)?Fast/);
    expect(out).toMatch(/value="high-contrast" checked[^>]*>\s*(<!--[^>]*-->)?High contrast/);
    expect(out).not.toMatch(/value="dark" checked/);
  });
});
