// Renders the kit's components on the server (svelte/server) through Vite with the Svelte plugin,
// since the unit-test config compiles no .svelte files, and checks what a player or a screen reader
// would meet: names, states and markers that do not rest on colour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { svelteInNode, type SvelteInNode } from '../../../svelte-in-node.test-support';
import type * as SymbolsModule from './symbols';
import type * as RulesSectionsModule from '../rules/rules-sections';
import type * as SettingsStoreModule from '../../../lib/table/settings.svelte';

let kit: SvelteInNode;
const load = <T = Record<string, unknown>>(path: string): Promise<T> => kit.load<T>(path);
const html = (component: string, props: Record<string, unknown>, locale: 'en' | 'it' = 'en'): Promise<string> => kit.html(component, props, locale);

beforeAll(async () => {
  kit = await svelteInNode(__dirname, 'kit');
}, 60_000);
afterAll(async () => {
  await kit?.close();
});

describe('Die', () => {
  it('names the owner and the symbol, and shows the owner initial', async () => {
    const out = await html('./Die.svelte', { symbol: 'yellow', player: { name: 'Anna', colour: 'blue' } });
    expect(out).toContain('aria-label="Anna\'s die: yellow (bolt)"');
    expect(out).toContain('role="img"');
    expect(out).toMatch(/<span class="initial[^"]*" aria-hidden="true">A<\/span>/);
    expect(out).not.toContain('<button');
  });

  it('is a pressed toggle button when selectable and selected, with a corner check', async () => {
    const out = await html('./Die.svelte', {
      symbol: 'red',
      player: { name: 'Bruno', colour: 'red', initial: 'Br' },
      selected: true,
      onselect: () => undefined,
    });
    expect(out).toMatch(/<button[^>]*type="button"/);
    expect(out).toContain('aria-pressed="true"');
    expect(out).toContain('M31.5 5.2');
    expect(out).toMatch(/<span class="initial[^"]*" aria-hidden="true">Br<\/span>/);
  });

  it('says when it is placed or unavailable, in Italian too', async () => {
    const out = await html(
      './Die.svelte',
      { symbol: 'white', player: { name: 'Carla', colour: 'green' }, placed: true, disabled: true, onselect: () => undefined },
      'it',
    );
    expect(out).toContain('aria-label="Dado di Carla: bianco (cerotto), piazzato, non disponibile"');
    expect(out).toMatch(/<button[^>]*disabled/);
  });
});

describe('Die inside a control that names it', () => {
  it('stays silent when hidden, so the control is not announced twice', async () => {
    const out = await html('./Die.svelte', { symbol: 'green', player: { name: 'Anna', colour: 'red' }, placed: true, 'aria-hidden': 'true' });
    expect(out).toContain('aria-hidden="true"');
    expect(out).not.toContain('role="img"');
    expect(out).not.toContain('aria-label');
  });
});

describe('symbols and spaces', () => {
  it('draws a distinct shape for every symbol', async () => {
    const { DIE_SYMBOLS } = await load<typeof SymbolsModule>('./symbols.ts');
    const drawings = await Promise.all(DIE_SYMBOLS.map((symbol) => html('./SymbolIcon.svelte', { symbol, decorative: true })));
    expect(new Set(drawings).size).toBe(6);
    expect(drawings.every((d) => d.includes('aria-hidden="true"'))).toBe(true);
  });

  it('names split, any and matching spaces', async () => {
    expect(await html('./SpaceIcon.svelte', { requirement: { kind: 'either', symbols: ['white', 'green'] } })).toContain(
      'aria-label="white (bandage) or green (cross)"',
    );
    expect(await html('./SpaceIcon.svelte', { requirement: { kind: 'any' } }, 'it')).toContain('aria-label="qualsiasi simbolo"');
    expect(await html('./SpaceIcon.svelte', { requirement: { kind: 'matching' } })).toContain(
      "aria-label=\"any symbol, the same as the line's other matching spaces\"",
    );
  });

  it('shows emergency dice as pips, struck through when ignored', async () => {
    const five = await html('./EmergencyDie.svelte', { value: 5 });
    expect(five.match(/<circle/g)).toHaveLength(5);
    expect(five).toContain('aria-label="Emergency die: 5"');
    const ignored = await html('./EmergencyDie.svelte', { value: 2, ignored: true });
    expect(ignored).toContain('aria-label="Emergency die: 2 (ignored)"');
    expect(ignored.match(/<line/g)).toHaveLength(2);
  });

  it('tells a player by initial, colour and pattern', async () => {
    const out = await html('../../../lib/table/PlayerBadge.svelte', { player: { name: 'Dario', colour: 'yellow' } }, 'it');
    expect(out).toContain('aria-label="Dario (giallo, zig-zag)"');
    expect(out).toMatch(/>D<\/text>/);
    expect(out).toContain('<polyline');
  });
});

describe('ClockFace', () => {
  it('reads m:ss while calm', async () => {
    const out = await html('../../../lib/table/ClockFace.svelte', { remainingMs: 42_300, totalSeconds: 60, running: true });
    expect(out).toContain('>0:43</span>');
    expect(out).toContain('role="timer"');
    expect(out).toContain('Countdown running');
    expect(out).not.toContain('⚠');
  });

  it('adds a warning mark and words in the last ten seconds', async () => {
    const out = await html('../../../lib/table/ClockFace.svelte', { remainingMs: 9_000, totalSeconds: 60, running: true });
    expect(out).toContain('>0:09</span>');
    expect(out).toMatch(/class="countdown warning/);
    expect(out).toContain('⚠');
    expect(out).toContain('Last seconds!');
  });

  it('shows untimed, paused and time-up states in words', async () => {
    expect(await html('../../../lib/table/ClockFace.svelte', { remainingMs: null, totalSeconds: null, running: true }, 'it')).toContain('Senza tempo');
    expect(await html('../../../lib/table/ClockFace.svelte', { remainingMs: 30_000, totalSeconds: 90, running: true, paused: true })).toContain(
      'Paused: the board is hidden',
    );
    expect(await html('../../../lib/table/ClockFace.svelte', { remainingMs: 0, totalSeconds: 60 })).toContain('Time is up');
  });
});

describe('RulesReference', () => {
  it('has a table of contents linking to every section heading', async () => {
    const { RULES_SECTIONS } = await load<typeof RulesSectionsModule>('../rules/rules-sections.ts');
    const out = await html('../rules/RulesReference.svelte', {});
    const links = [...out.matchAll(/<a href="#([^"]+)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(RULES_SECTIONS.length);
    for (const id of links) expect(out).toMatch(new RegExp(`<h3 id="${id}" tabindex="-1"`));
  });

  it('lists all 29 cards and the setup table, in Italian with the edition terms', async () => {
    const out = await html('../rules/RulesReference.svelte', {}, 'it');
    // 18 emergency and 11 triage cards, the eight steps A–H, the four line rules.
    expect(out.match(/<dt[\s>]/g)).toHaveLength(29 + 8 + 4);
    expect(out).toContain('Ufficiale Medico Capo');
    expect(out).toContain('Area Istantaneo');
    expect(out).toContain('Carte Ambulatorio');
    expect(out).toMatch(/<td[^>]*>17<\/td>/);
  });
});

describe('SettingsPanel', () => {
  it('offers language, volume, mute and reduced motion as labelled native controls', async () => {
    const { SettingsStore } = await load<typeof SettingsStoreModule>('../../../lib/table/settings.svelte.ts');
    const store = new SettingsStore(null, { language: 'it', prefersReducedMotion: true });
    const out = await html('../../../lib/table/SettingsPanel.svelte', { store, onclose: () => undefined }, 'it');
    expect(out.match(/type="radio"/g)).toHaveLength(7); // language 2, resolution speed 3, theme 2
    expect(out).toMatch(/type="range"[^>]*min="0"[^>]*max="100"/);
    expect(out).toContain('Silenzia tutti i suoni');
    expect(out).toContain('Riduci le animazioni');
    expect(out).toContain('Chiudi');
    // The reduced-motion box starts ticked from the system preference.
    expect(out).toMatch(/type="checkbox" checked[^>]*>\s*(<!---->)?\s*Riduci le animazioni/);
  });
});

describe('FlatlineBoard in the table shell', () => {
  const game = async () => {
    const { fixtureState } = await load<{ fixtureState: () => unknown }>('../board/board-fixture.test-support.ts');
    const state = fixtureState();
    return { id: 'g1', kind: 'flatline', title: 'Ada · Bruno', status: 'in-progress', setup: (state as { setup: unknown }).setup, seats: (state as { setup: { seats: unknown } }).setup.seats, solitaire: false, state, actions: 3 };
  };

  it('draws the board only: the shell draws the clock, pause, rules, settings and log', async () => {
    const inShell = await html('../board/FlatlineBoard.svelte', { game: await game(), act: async () => undefined, covered: false });
    expect(inShell).not.toContain('data-testid="pause"');
    expect(inShell).not.toContain('data-testid="flatline-journal"');
    expect(inShell).not.toContain('role="group" aria-label="Countdown"');
    // The board itself: dice, spaces, Done held to end the countdown.
    expect(inShell).toContain('data-die="s0d0"');
    expect(inShell).toContain('data-testid="done"');
    expect(inShell).toContain('Hold to end the countdown now');
    // There is no board on its own any more: without `covered` it draws the same.
    expect(await html('../board/FlatlineBoard.svelte', { game: await game(), act: async () => undefined })).toBe(inShell);
  });

  it('marks every place a log line can point at with data-spot', async () => {
    const out = await html('../board/FlatlineBoard.svelte', { game: await game(), act: async () => undefined, covered: false });
    for (const spot of ['meter', 'emergency-dice', 'emergency-area', 'emergency:1:1', 'emergency:2:6', 'stat-area', 'triage-area', 'x-area', 'patient:0', 'line:0:2', 'trigger:1:3', 'dial', 'station:0', 'station:1', 'stations', 'reroll-track', 'tray:0', 'tray:1'])
      expect(out, spot).toContain(`data-spot="${spot}"`);
  });

  it("shows a triage window's wait from the host's figure, with Go on and Wait, and sends nothing by itself", async () => {
    const base = await game();
    const atWindow = { ...base, state: { ...(base.state as object), phase: 'G-resolve-patients', stop: 'before-dial' } };
    let sent = 0;
    const act = async () => void sent++;
    const waiting = await html('../board/FlatlineBoard.svelte', { game: { ...atWindow, deadline: { key: 'triage-window:before-dial:3', waitMs: 6_990, leftMs: 4_200 } }, act, covered: false });
    expect(waiting).toContain('data-testid="window-wait"');
    expect(waiting).toContain('Before the dial turns: use a triage card, or carry on.');
    expect(waiting).toContain('Play moves on in 5 s.');
    // The ring on the usable card: 4.2 s of the window's own 6 s.
    expect(waiting).toMatch(/data-triage="recharge" class="[^"]*usable waiting" style="--left: 0.7;"/);
    expect(waiting).toMatch(/data-testid="carry-on"[^>]*>Go on <kbd[^>]*>G<\/kbd>/);
    expect(waiting).toMatch(/data-testid="window-hold"[^>]*>\s*Wait <kbd[^>]*>W<\/kbd>/);
    expect(waiting).not.toContain('data-testid="done"');
    // Held (someone pressed Wait): no seconds, no second Wait; in Italian too.
    const held = { ...atWindow, state: { ...atWindow.state, held: true }, deadline: null };
    const still = await html('../board/FlatlineBoard.svelte', { game: held, act, covered: false });
    expect(still).toContain('Play waits until someone presses Go on.');
    expect(still).not.toContain('data-testid="window-hold"');
    const italian = await html('../board/FlatlineBoard.svelte', { game: { ...atWindow, deadline: { key: 'k', waitMs: 6_000, leftMs: 6_000 } }, act, covered: false }, 'it');
    expect(italian).toContain('Il gioco prosegue tra 6 s.');
    expect(italian).toMatch(/>\s*Aspetta <kbd[^>]*>W<\/kbd>/);
    expect(sent).toBe(0);
  });

  it('names trigger lights and line rules in words on the board, and the legend names every effect', async () => {
    const out = await html('../board/FlatlineBoard.svelte', { game: await game(), act: async () => undefined, covered: false });
    expect(out).toMatch(/class="who-word[^"]*"[^>]*>(1 player|2 players, split|2\+ players|everyone)</);
    const legend = await html('../rules/Legend.svelte', {});
    for (const words of ['free re-roll', 'power −1', 'dial turns', 'everyone', 'any symbol', 'Diamond connector']) expect(legend).toContain(words);
  });
});
