import { describe, expect, it } from 'vitest';
import type { GameDetailOf } from '@shared/games';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { HintAnswer, HintOf } from '@shared/hints-api';
import { flatlineSetupSchema } from '@shared/flatline/setup';
import { checkPlacement } from '@shared/flatline/rules/placement';
import { legalPlacements } from '@shared/flatline/rules/queries';
import { sameTarget } from '@shared/flatline/rules/components';
import { dumpDatabase, value } from '../host.test-support';
import { realInvitingHosts } from '../guests/inviting-host.test-support';

type GameDetail = GameDetailOf<'flatline'>;
type Place = Extract<FlatlineAction, { type: 'place' }>;

// A hint lasts until it is impossible (docs/hints.md): a screen sends its hint back once someone
// else has moved the game; still possible, it is kept (and not counted again); impossible, a new one
// is worked out for the same seat. Real FLATLINE rules: Ada at the main screen, Bea at her phone.

const { invitingHost } = realInvitingHosts('hints-last');

const TWO = flatlineSetupSchema.parse({
  seats: [
    { name: 'Ada', colour: 'red' },
    { name: 'Bea', colour: 'blue' },
  ],
  level: 'standard',
  timerSeconds: 60,
});

async function atCountdown(seed: number) {
  const { host, call, guest, dataDir } = invitingHost();
  let game = await call<GameDetail>('createGame', { kind: 'flatline', setup: TWO, seed });
  while (game.state.stop !== 'countdown') {
    const action: FlatlineAction = game.state.pending ? { type: 'decide', option: game.state.pending.options[0]!.id } : { type: 'advance' };
    game = await call('act', { kind: 'flatline', id: game.id, action });
  }
  await call('openInvitations', { id: game.id });
  const { token } = value<{ token: string }>(await guest('claimSeat', { code: 'KQ7RM2', seat: 1 }));
  const hintsShown = () => (dumpDatabase(dataDir).games as { hints_shown: number }[])[0]!.hints_shown;
  return { host, call, guest, token, game, hintsShown };
}

/** Bea's die that may go on the hinted space itself, or null. */
const rivalFor = (game: GameDetail, hinted: Place) =>
  game.state.dice.find((d) => d.seat === 1 && d.at.kind === 'tray' && legalPlacements(game.state, d.id).some((p) => sameTarget(p.target, hinted.target) && p.space === hinted.space)) ?? null;

describe('a hint lasts until it is impossible', () => {
  it("kept while another seat's act leaves it possible (not counted again); replaced once that seat takes its place", async () => {
    // The first seed (of 1–20) at which Bea holds a die that fits the space Ada's hint names.
    let t: Awaited<ReturnType<typeof atCountdown>> | undefined;
    let hint: HintOf<'flatline'> | undefined;
    for (let seed = 1; seed <= 20 && !t; seed++) {
      const at = await atCountdown(seed);
      const h = await at.call<HintOf<'flatline'>>('askHint', { id: at.game.id });
      if (h.action?.type === 'place' && rivalFor(at.game, h.action)) [t, hint] = [at, h];
    }
    if (!t || !hint || hint.action?.type !== 'place') throw new Error('no seed with a rival die');
    const hinted = hint.action;
    expect(hint.seats).toEqual([0]);
    expect(t.hintsShown()).toBe(1);

    // Bea puts a die elsewhere: Ada's hint is still possible, and is kept.
    const elsewhere = t.game.state.dice
      .filter((d) => d.seat === 1 && d.at.kind === 'tray')
      .flatMap((d) => legalPlacements(t.game.state, d.id).map((p) => ({ type: 'place' as const, die: d.id, target: p.target, space: p.space })))
      .find((p) => !sameTarget(p.target, hinted.target));
    if (!elsewhere) throw new Error('Bea has no other place');
    let game = value<GameDetail>(await t.guest('act', { token: t.token, id: t.game.id, kind: 'flatline', action: elsewhere }));
    if (checkPlacement(game.state, hinted.die, hinted.target, hinted.space)) throw new Error("Bea's die blocked the hint after all");
    const kept = await t.call<HintAnswer>('askHint', { id: t.game.id, shown: { kind: 'flatline', action: hinted } });
    expect(kept).toEqual({ id: t.game.id, kind: 'flatline', version: game.version, seats: [0], kept: true });
    expect(t.hintsShown()).toBe(1);

    // Bea takes the hinted space itself: impossible now, so a new hint for Ada, counted.
    const rival = rivalFor(game, hinted);
    if (!rival) throw new Error('the rival die is gone');
    game = value<GameDetail>(await t.guest('act', { token: t.token, id: t.game.id, kind: 'flatline', action: { type: 'place', die: rival.id, target: hinted.target, space: hinted.space } }));
    expect(checkPlacement(game.state, hinted.die, hinted.target, hinted.space)).not.toBeNull();
    const next = await t.call<HintAnswer>('askHint', { id: t.game.id, shown: { kind: 'flatline', action: hinted } });
    if ('kept' in next) throw new Error('an impossible hint was kept');
    expect(next.seats).toEqual([0]);
    expect(next.version).toBe(game.version);
    expect(next.action?.type).toBe('place');
    expect(next.action).not.toEqual(hinted);
    expect(t.hintsShown()).toBe(2);
    // The new hint is one the rules accept as the table stands.
    value(await t.host.dispatch('act', { kind: 'flatline', id: t.game.id, action: next.action }));
  });

  it("a device's hint too; a hint sent back that is not the asker's (another seat's die) is never kept; another game's kind is refused", async () => {
    const t = await atCountdown(3);
    const mine = value<HintAnswer>(await t.guest('askHint', { token: t.token, id: t.game.id }));
    if ('kept' in mine || mine.action === null) throw new Error('no hint for Bea');
    expect(mine.seats).toEqual([1]);
    expect(value(await t.guest('askHint', { token: t.token, id: t.game.id, shown: { kind: 'flatline', action: mine.action } }))).toMatchObject({ kept: true, seats: [1] });
    // Ada's die, legal on the board, is not Bea's hint: a new one is worked out for Bea instead.
    const ada = t.game.state.dice.find((d) => d.seat === 0 && d.at.kind === 'tray' && legalPlacements(t.game.state, d.id).length > 0)!;
    const adas: Place = { type: 'place', die: ada.id, ...legalPlacements(t.game.state, ada.id)[0]! };
    const instead = value<HintAnswer>(await t.guest('askHint', { token: t.token, id: t.game.id, shown: { kind: 'flatline', action: adas } }));
    expect('kept' in instead).toBe(false);
    expect(instead.seats).toEqual([1]);
    // Bad input: another game's kind, or an action the game's schema refuses, changes nothing.
    const before = t.hintsShown();
    expect(await t.host.dispatch('askHint', { id: t.game.id, shown: { kind: 'fuse-countdown', action: { type: 'roll' } } })).toMatchObject({ ok: false, error: { code: 'wrong-game-kind' } });
    expect(await t.guest('askHint', { token: t.token, id: t.game.id, shown: { kind: 'flatline', action: { type: 'fly' } } })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(t.hintsShown()).toBe(before);
  });
});
