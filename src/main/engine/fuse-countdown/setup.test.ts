import { describe, expect, it } from 'vitest';
import { BOMB_IDS, cardById, isFuseId } from '@shared/fuse-countdown/data';
import { COUNTDOWN_LEVELS, fuseCountdownSetupSchema } from '@shared/fuse-countdown/setup';
import { legalStart } from './setup';
import { fuseCountdownModule } from './index';
import { dealt, play, refused, setupFor, start } from './test-support';

const points = (id: string) => cardById(id)?.points ?? 0;
const bombsInGame = (s: ReturnType<typeof start>) => [
  ...s.bombDeck.filter((c) => !isFuseId(c)),
  ...s.row,
  ...s.seats.flatMap((st) => st.bombs.map((b) => b.card)),
];

describe('setup', () => {
  it('uses the rulebook\'s deck-size table for every player count and level', () => {
    const table: Record<number, number[]> = { 1: [19, 21, 24, 26, 28], 2: [19, 22, 25, 27, 29], 3: [24, 27, 29, 31, 33], 4: [28, 31, 33, 35, 37] };
    for (const players of [1, 2, 3, 4]) {
      COUNTDOWN_LEVELS.forEach((level, i) => {
        const s = start(players, { level }, 11);
        expect(bombsInGame(s)).toHaveLength(table[players]?.[i] ?? -1);
        expect(bombsInGame(s).length + s.boxed.length).toBe(52);
      });
    }
  });

  it('deals two bombs per seat (four solo) and five face up in the row', () => {
    for (const players of [1, 2, 3, 4]) {
      const s = start(players, {}, 3);
      for (const st of s.seats) expect(st.bombs).toHaveLength(players === 1 ? 4 : 2);
      expect(s.row).toHaveLength(5);
      expect(s.row.every((c) => !isFuseId(c))).toBe(true);
    }
  });

  it('shuffles the default 3/6/10 fuse cards (or the chosen 1–10) into the deck at Expert, Elite and Heroic only', () => {
    expect(start(2, { level: 'standard' }).bombDeck.filter(isFuseId)).toHaveLength(0);
    expect(start(2, { level: 'expert' }).bombDeck.filter(isFuseId)).toHaveLength(3);
    expect(start(2, { level: 'elite' }).bombDeck.filter(isFuseId)).toHaveLength(6);
    expect(start(2, { level: 'heroic' }).bombDeck.filter(isFuseId)).toHaveLength(10);
    expect(start(2, { level: 'elite', fuses: 1 }).bombDeck.filter(isFuseId)).toHaveLength(1);
    expect(fuseCountdownSetupSchema.safeParse({ ...setupFor(2), fuses: 2 }).success).toBe(false);
  });

  it('a legal starting combination: a first card worth 4–6 needs a second worth 1–3', () => {
    const four = BOMB_IDS.find((c) => points(c) === 4) ?? '';
    const five = BOMB_IDS.find((c) => points(c) === 5) ?? '';
    const one = BOMB_IDS.find((c) => points(c) === 1) ?? '';
    expect(legalStart([four, five], 2)).toBe(false);
    expect(legalStart([four, one], 2)).toBe(true);
    expect(legalStart([one, five], 2)).toBe(true);
    for (let seed = 1; seed <= 40; seed++) {
      const s = start(4, { level: 'heroic' }, seed);
      for (const st of s.seats) expect(legalStart(st.bombs.map((b) => b.card), 4)).toBe(true);
    }
  });

  it('solitaire\'s legal starting combination: at least three different point values among the four', () => {
    const byPoints = (p: number, n = 0) => BOMB_IDS.filter((c) => points(c) === p)[n] ?? '';
    expect(legalStart([byPoints(1), byPoints(1, 1), byPoints(2), byPoints(3)], 1)).toBe(true);
    expect(legalStart([byPoints(1), byPoints(1, 1), byPoints(2), byPoints(2, 1)], 1)).toBe(false);
    for (let seed = 1; seed <= 40; seed++) {
      const s = start(1, {}, seed);
      expect(legalStart(s.seats[0]?.bombs.map((b) => b.card) ?? [], 1)).toBe(true);
    }
  });

  it('some seeds need a re-deal, and the replaced cards go back into the deck', () => {
    const redealt = [...Array(60).keys()].map((seed) => start(4, {}, seed + 1)).filter((s) => Number(s.log[0]?.params.replaced) > 0);
    expect(redealt.length).toBeGreaterThan(0);
    for (const s of redealt) expect(bombsInGame(s)).toHaveLength(28);
  });

  it('roles are dealt at random, different for every seat; the same seed deals the same game', () => {
    const a = start(4, {}, 99);
    expect(new Set(a.seats.map((st) => st.role)).size).toBe(4);
    expect(start(4, {}, 99)).toEqual(a);
    expect(start(4, {}, 100)).not.toEqual(a);
  });

  it('roles chosen: each seat in turn picks from the roles left, with the clock standing; the first turn opens when the players start it', () => {
    let s = fuseCountdownModule.start(setupFor(2, { roles: 'chosen', firstLeader: 1 }), 5);
    expect(s.phase).toBe('roles');
    expect(s.pending).toMatchObject({ kind: 'choose-role', seat: 1 });
    s = play(s, { type: 'decide', seat: 1, option: 'cutter' });
    expect(s.pending).toMatchObject({ kind: 'choose-role', seat: 0 });
    expect(s.pending?.options).not.toContain('cutter');
    s = play(s, { type: 'decide', seat: 0, option: 'technologist' });
    expect(s.seats.map((st) => st.role)).toEqual(['technologist', 'cutter']);
    expect(s.phase).toBe('ready');
    expect(fuseCountdownModule.clock!.at(s)).toEqual({ running: false, limitMs: 600_000, elapsedMs: 0 });
    s = play(s, { type: 'start' });
    expect(s.phase).toBe('roll');
    expect(s.leader).toBe(1);
    expect(s.log.slice(-2).map((e) => e.code)).toEqual(['clock-started', 'turn-started']);
  });

  it('the clock stands until the players are ready: no tick counts, no die is rolled, and Start opens turn 1 once', () => {
    let s = dealt(2, { clockMinutes: 10 });
    expect(s.phase).toBe('ready');
    expect(fuseCountdownModule.clock!.at(s).running).toBe(false);
    refused(s, { type: 'tick', elapsedMs: 5000 }, 'clock-standing');
    refused(s, { type: 'roll' }, 'not-started');
    expect(s.clock.elapsedMs).toBe(0);
    s = play(s, { type: 'start' });
    expect([s.phase, s.turn, fuseCountdownModule.clock!.at(s).running]).toEqual(['roll', 1, true]);
    refused(s, { type: 'start' }, 'clock-already-running');
    expect(fuseCountdownModule.ownerOf(s, { type: 'start' })).toBe('table');
    refused(dealt(2, { roles: 'chosen' }), { type: 'start' }, 'roles-first');
  });

  it('roles given in the setup, and the named first leader holds the bag', () => {
    const s = start(3, { roles: ['disposal-expert', 'cutter', 'technologist'], firstLeader: 2 });
    expect(s.seats.map((st) => st.role)).toEqual(['disposal-expert', 'cutter', 'technologist']);
    expect(s.leader).toBe(2);
    expect(fuseCountdownSetupSchema.safeParse({ ...setupFor(2), firstLeader: 3 }).success).toBe(false);
  });

  it('the clock: 10 minutes by default, 15, 20 or untimed', () => {
    expect(fuseCountdownModule.clock!.at(start(2))).toEqual({ running: true, limitMs: 600_000, elapsedMs: 0 });
    expect(fuseCountdownModule.clock!.at(start(2, { clockMinutes: 20 })).limitMs).toBe(1_200_000);
    expect(fuseCountdownModule.clock!.at(start(2, { clockMinutes: null })).limitMs).toBeNull();
  });

  it('the view hides the deck order, the bag and the generator, and counts the bag by die kind', () => {
    const s = start(2);
    const v = fuseCountdownModule.view(s);
    expect(v).not.toHaveProperty('bombDeck');
    expect(v).not.toHaveProperty('rng');
    expect(v).not.toHaveProperty('bag');
    expect(v.bombDeckCount).toBe(s.bombDeck.length);
    expect(v.bagCounts).toEqual({ red: 4, blue: 4, black: 4, yellow: 4, green: 4, 'red/blue': 1, 'blue/black': 1, 'black/yellow': 1, 'yellow/green': 1, 'green/red': 1 });
  });
});
