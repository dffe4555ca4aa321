import { test, expect } from '../support/web-host';
import { COLOURS, FACES, dieColours, type RoleId } from '../../src/shared/fuse-countdown/components';
import type { FuseCountdownAction } from '../../src/shared/fuse-countdown/actions';
import type { FuseCountdownState } from '../../src/shared/fuse-countdown/state';
import { fuseCountdownModule } from '../../src/main/engine/fuse-countdown';
import { api, boardUntil, createTable, fcSetup, follow, openGame, startedState, type FcGame, type Table } from './fuse-countdown-play';
import type { Page } from '@playwright/test';

// Every role's ability used at the board by the leader, at its moment: named before the draw (Cutter,
// Operations Engineer), on the rolled dice before the first is taken (change, flip, reroll), or by
// putting a die back (Logistics Specialist). Each role leads turn 1 of a two-player game; the seed
// is found by simulating, so the ability has something to act on whatever the cards deal.

const SEEDS = Array.from({ length: 100 }, (_, i) => i + 1);

interface Use {
  /** The actions of turn 1's start: the roll (maybe naming) and the ability. */
  actions: FuseCountdownAction[];
  /** Plays them at the board. */
  atBoard: (page: Page) => Promise<void>;
}

const tryApply = (s: FuseCountdownState, a: FuseCountdownAction) => {
  const r = fuseCountdownModule.apply(s, a);
  return r.ok ? r.state : null;
};

/** For one role leading, the first use of its ability the rolled dice allow. */
function plan(role: RoleId, s0: FuseCountdownState): Use | null {
  const rolled = tryApply(s0, { type: 'roll' });
  if (!rolled) return null;
  const first = rolled.rolled[0]!;
  switch (role) {
    case 'cutter': {
      const roll: FuseCountdownAction = { type: 'roll', name: { colour: 'red' } };
      const s = tryApply(s0, roll);
      const die = s?.rolled.find((r) => dieColours(r.die).includes('red'));
      if (!s || !die) return null;
      const change: FuseCountdownAction = { type: 'change-colour', die: die.die, colour: 'blue' };
      if (!tryApply(s, change)) return null;
      return {
        actions: [roll, change],
        atBoard: async (page) => {
          await page.locator('[data-name="red"]').click();
          await page.locator(`[data-rolled="${die.die}"]`).click();
          await page.getByTestId('fc-colour-blue').click();
        },
      };
    }
    case 'operations-engineer': {
      for (const n of FACES) {
        const roll: FuseCountdownAction = { type: 'roll', name: { number: n } };
        const s = tryApply(s0, roll);
        const die = s?.rolled.find((r) => r.face === n);
        if (!s || !die) continue;
        const change: FuseCountdownAction = { type: 'change-number', die: die.die, number: n === 6 ? 1 : 6 };
        if (!tryApply(s, change)) continue;
        return {
          actions: [roll, change],
          atBoard: async (page) => {
            await page.locator(`[data-name="${n}"]`).click();
            await page.locator(`[data-rolled="${die.die}"]`).click();
            await page.getByTestId(`fc-number-${n === 6 ? 1 : 6}`).click();
          },
        };
      }
      return null;
    }
    case 'technologist': {
      const colour = COLOURS.find((c) => !(first.colours.length === 1 && first.colours[0] === c))!;
      const change: FuseCountdownAction = { type: 'change-colour', die: first.die, colour };
      return {
        actions: [{ type: 'roll' }, change],
        atBoard: async (page) => {
          await page.getByTestId('fc-roll').click();
          await page.locator(`[data-rolled="${first.die}"]`).click();
          await page.getByTestId(`fc-colour-${colour}`).click();
        },
      };
    }
    case 'equipment-technician': {
      const number = first.face === 6 ? 1 : 6;
      return {
        actions: [{ type: 'roll' }, { type: 'change-number', die: first.die, number }],
        atBoard: async (page) => {
          await page.getByTestId('fc-roll').click();
          await page.locator(`[data-rolled="${first.die}"]`).click();
          await page.getByTestId(`fc-number-${number}`).click();
        },
      };
    }
    case 'disposal-expert':
    case 'explosives-instructor': {
      const dice = rolled.rolled.slice(0, 2).map((r) => r.die);
      const type = role === 'disposal-expert' ? 'flip' : 'reroll';
      return {
        actions: [{ type: 'roll' }, { type, dice }],
        atBoard: async (page) => {
          await page.getByTestId('fc-roll').click();
          for (const die of dice) await page.locator(`[data-mark="${die}"]`).click();
          await page.getByTestId(`fc-${type}`).click();
        },
      };
    }
    case 'logistics-specialist': {
      return {
        actions: [{ type: 'roll' }, { type: 'return-die', die: first.die }],
        atBoard: async (page) => {
          await page.getByTestId('fc-roll').click();
          await expect(page.getByTestId('fc-extra')).toBeVisible();
          await page.locator(`[data-rolled="${first.die}"]`).click();
          await page.getByTestId('fc-return').click();
        },
      };
    }
  }
}

const LOGGED: Record<RoleId, string> = {
  cutter: 'die-colour-changed',
  'operations-engineer': 'die-number-changed',
  technologist: 'die-colour-changed',
  'equipment-technician': 'die-number-changed',
  'disposal-expert': 'dice-flipped',
  'explosives-instructor': 'dice-rerolled',
  'logistics-specialist': 'die-returned',
};

const ROLE_LIST: RoleId[] = ['cutter', 'operations-engineer', 'logistics-specialist', 'technologist', 'equipment-technician', 'disposal-expert', 'explosives-instructor'];

test('every role uses its ability at the board when it leads', async ({ page, request, webHost }) => {
  test.setTimeout(120_000);
  for (const role of ROLE_LIST) {
    const other = ROLE_LIST.find((r) => r !== role)!;
    const setup = fcSetup(2, { level: 'training', roles: [role, other] });
    let found: { seed: number; use: Use } | null = null;
    for (const seed of SEEDS) {
      const use = plan(role, startedState(setup, seed));
      if (use) {
        found = { seed, use };
        break;
      }
    }
    if (!found) throw new Error(`No seed lets the ${role} use its ability in turn 1; widen SEEDS.`);
    let t: Table = await createTable(request, webHost.url, { ...setup, seats: setup.seats.map((s) => ({ ...s, name: `${s.name} ${ROLE_LIST.indexOf(role)}` })) }, found.seed);
    await openGame(page, t.game);
    await expect(page.getByTestId('fc-role-0')).toContainText('Leader');
    await found.use.atBoard(page);
    for (const action of found.use.actions) t = await follow(request, webHost.url, t, action);
    expect(t.s.log.map((e) => e.code), role).toContain(LOGGED[role]);
    // What changed shows on the die in the tray (or the die has gone back to the bag).
    if (role === 'logistics-specialist') await expect(page.locator('[data-rolled]')).toHaveCount(t.s.rolled.length);
    else if (role !== 'explosives-instructor') await expect(page.getByTestId('fc-tray')).toContainText(/colour changed|number changed|flipped/);
    else await expect(page.getByTestId('fc-reroll')).toContainText('2 left');
  }
});

test('roles chosen at the table: each seat picks its role on the board, in turn', async ({ page, request, webHost }) => {
  const setup = fcSetup(2, { level: 'training', roles: 'chosen' });
  let t: Table = await createTable(request, webHost.url, setup, 11);
  expect(t.s.pending?.kind).toBe('choose-role');
  await openGame(page, t.game);
  await expect(page.getByTestId(`fc-ask-${t.s.pending!.seat}`)).toContainText('choose your role');
  // Each role's choice says what the role does.
  await expect(page.locator('[data-option="cutter"]')).toContainText('Call out a colour before the draw');
  t = await boardUntil(page, request, webHost.url, t, (s) => !s.pending);
  expect(t.s.seats.map((st) => st.role)).not.toContain(null);
  for (const [seat, st] of t.s.seats.entries()) await expect(page.getByTestId(`fc-role-${seat}`)).toHaveAttribute('data-role', st.role!);
  // The roles are known, the table is laid out: the clock stands until the players start it.
  await expect(page.getByTestId('fuse-countdown-board')).toHaveAttribute('data-phase', 'ready');
  for (const seat of t.s.seats.keys()) await expect(page.getByTestId(`fc-role-ability-${seat}`)).not.toBeEmpty();
  expect((await api<FcGame>(request, webHost.url, 'getGame', { id: t.game.id })).clock).toMatchObject({ running: false, elapsedMs: 0 });
  await page.getByTestId('fc-start').click();
  await expect(page.getByTestId('fuse-countdown-board')).toHaveAttribute('data-phase', 'roll');
  expect((await api<FcGame>(request, webHost.url, 'getGame', { id: t.game.id })).clock.running).toBe(true);
});
