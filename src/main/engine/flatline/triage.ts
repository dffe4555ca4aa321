import type { TriageCard } from '@shared/flatline/cards';
import { beforeRollStops } from '@shared/flatline/rules/triage-check';
import { log, type Ctx } from './context';
import { gainDie, grantAll } from './dice';
import { ask } from './effects';
import { emergencyAreaOptions, seatOptions, unfinishedLineOptions } from '@shared/flatline/rules/options';

export { checkTriageUse, usableTriageCards } from '@shared/flatline/rules/triage-check';

/** Uses a triage card (already checked): it goes to the discard pile and its benefit applies. */
export function useTriage(ctx: Ctx, card: TriageCard): void {
  const { s } = ctx;
  s.triageArea = s.triageArea.filter((c) => c !== card);
  s.discardPile.push(card);
  log(ctx, 'triage-used', { card });
  const beforeRoll = s.stop !== null && (beforeRollStops as readonly string[]).includes(s.stop);
  switch (card) {
    case 'crisis-averted':
      if (beforeRoll) s.effects.skipEmergencyRoll = true;
      else s.effects.ignoreEmergencyDice = true;
      return;
    case 'disaster-averted': {
      if (beforeRoll) {
        s.effects.rollOneEmergencyDie = true;
        return;
      }
      const live = s.emergencyDice.map((d, i) => ({ d, i })).filter(({ d }) => d.value !== null && !d.ignored);
      if (live.length === 1 && live[0]) {
        s.emergencyDice[live[0].i] = { ...live[0].d, ignored: true };
        log(ctx, 'emergency-die-ignored', { die: live[0].i });
        return;
      }
      return ask(ctx, {
        kind: 'choose-emergency-die-to-ignore',
        source: card,
        options: live.map(({ d, i }) => ({ id: `die:${i}`, die: i, slot: d.value ?? 0 })),
      });
    }
    case 'tactical-decision':
      s.effects.skipDialTurn = true;
      return;
    case 'concentrated-effort':
      return grantAll(ctx, 'faceChanges');
    case 'a-fresh-start':
      return grantAll(ctx, 'freeRerolls');
    case 'clear':
      return ask(ctx, { kind: 'choose-line-to-clear', source: card, options: unfinishedLineOptions(s) });
    case 'adrenaline-rush':
      for (let seat = 0; seat < s.players; seat++) gainDie(ctx, seat);
      return;
    case 'caffeine-rush':
      return ask(ctx, { kind: 'choose-player-to-gain-die', source: card, options: seatOptions(s) });
    case 'under-control':
      return ask(ctx, { kind: 'choose-emergency-to-discard', source: card, options: emergencyAreaOptions(s) });
    case 'recharge':
      s.spentCubes--;
      s.meter.cubes++;
      log(ctx, 'cube-restored', { why: card, left: s.meter.cubes });
      return;
    case 'triage':
      return;
  }
}

