import type { FlatlineAction } from '@shared/flatline/actions';
import type { TargetRef } from '@shared/flatline/state';
import type { FlatlineTable } from '@shared/flatline/view';
import type { Pending } from '@shared/flatline/pending';
import { METER_SPACES } from '@shared/flatline/data/board';
import { allTargets } from '@shared/flatline/rules/queries';
import { checkTarget } from '@shared/flatline/rules/placement';
import { patientCard, targetSpaces } from '@shared/flatline/rules/components';
import { usableTriageCards } from '@shared/flatline/rules/triage-check';
import { completeWith, type Assignment } from './assignment';

/**
 * The reference bot: a plain greedy player, not a search. During the countdown it completes the
 * most valuable target it can finish with the dice in hand, re-rolls when stuck, and stops when
 * nothing more can be finished. Decisions and triage cards follow simple fixed preferences.
 */

/** How bad an emergency card is to leave lying around (higher is worse). */
export const DANGER: Record<string, number> = {
  'power-loss': 9, chaos: 8, 'bad-timing': 7, 'bathroom-break': 6, 'under-manned': 6, escalation: 6,
  'caught-off-guard': 5, 'increased-distress': 5, 'under-duress': 5, 'unexpected-hindrance': 5,
  regression: 4, 'lost-assistance': 4, setback: 4, 'foiled-plans': 3, 'power-lock': 3, 'lock-down': 3,
  'no-help-in-sight': 2, 'a-thankless-job': 2,
};

export function targetValue(s: FlatlineTable, t: TargetRef): number {
  const size = targetSpaces(s, t)?.length ?? 1;
  if (t.kind === 'card') {
    if (s.statArea.includes(t.card)) return 30 - size;
    return 8 + (DANGER[t.card] ?? 3) - size;
  }
  if (t.kind === 'station') {
    if (s.meter.cubes >= METER_SPACES - 1 || checkTarget(s, t)) return -1;
    return 18 - s.meter.cubes - size;
  }
  const p = s.patients[t.slot];
  if (!p) return -1;
  const remaining = p.cleared.filter((c) => !c).length;
  return 14 + 8 / remaining - size;
}

function bestAssignment(s: FlatlineTable): Assignment | null {
  const pool = s.dice.filter((d) => d.at.kind === 'tray' && d.face);
  const targets = allTargets(s)
    .map((t) => ({ t, v: targetValue(s, t) }))
    .filter(({ t, v }) => v >= 0 && !checkTarget(s, t))
    .sort((a, b) => b.v - a.v);
  for (const { t } of targets) {
    const a = completeWith(s, t, pool);
    if (a) return a;
  }
  return null;
}

function countdownAction(s: FlatlineTable, plan: Assignment | null): FlatlineAction {
  const move = plan?.moves[0];
  if (plan && move) return { type: 'place', die: move.die, target: plan.target, space: move.space };
  const tray = s.dice.filter((d) => d.at.kind === 'tray' && d.face);
  const bySeat = Array.from({ length: s.players }, (_, seat) => tray.filter((d) => d.seat === seat));
  const richest = bySeat.map((dice, seat) => ({ dice, seat })).sort((a, b) => b.dice.length - a.dice.length)[0];
  if (richest && richest.dice.length > 0) {
    if ((s.effects.freeRerolls[richest.seat] ?? 0) > 0) {
      return { type: 'reroll', seat: richest.seat, dice: richest.dice.map((d) => d.id) };
    }
    const trackOpen = !s.locks.reroll && s.rerollTrack.includes(null);
    if (trackOpen && tray.length >= 3) {
      if (richest.dice.length >= 2) {
        const [sacrifice, ...rest] = richest.dice;
        if (sacrifice) return { type: 'reroll', seat: richest.seat, dice: rest.map((d) => d.id), sacrifice: sacrifice.id };
      }
      const donor = tray.find((d) => d.seat !== richest.seat);
      if (donor) return { type: 'reroll', seat: richest.seat, dice: richest.dice.map((d) => d.id), sacrifice: donor.id };
    }
  }
  if (s.triageArea.includes('a-fresh-start') && usableTriageCards(s).includes('a-fresh-start') && tray.length >= 2) {
    return { type: 'use-triage', card: 'a-fresh-start' };
  }
  return { type: 'done' };
}

/** Triage cards the bot spends as soon as the triage area is full (they help at once or next round). */
const USE_AT_ONCE = ['adrenaline-rush', 'caffeine-rush', 'recharge', 'clear'];

function decideFor(s: FlatlineTable, p: Pending): string {
  const first = p.options[0]?.id ?? '';
  const bySeatDice = (pick: 'most' | 'fewest') =>
    [...p.options].sort((a, b) => {
      const da = s.diceInPlay[a.seat ?? 0] ?? 0;
      const db = s.diceInPlay[b.seat ?? 0] ?? 0;
      return pick === 'most' ? db - da : da - db;
    })[0]?.id ?? first;
  switch (p.kind) {
    case 'choose-player-to-lose-dice':
      return bySeatDice('most');
    case 'choose-player-to-gain-die':
      return bySeatDice('fewest');
    case 'choose-emergency-to-discard':
      return [...p.options].sort((a, b) => (DANGER[b.card ?? ''] ?? 0) - (DANGER[a.card ?? ''] ?? 0))[0]?.id ?? first;
    case 'choose-line-to-clear': {
      // The line of the patient closest to being treated.
      const score = (o: (typeof p.options)[number]) => {
        const pt = s.patients[o.slot ?? 0];
        const lines = pt ? patientCard(pt.card)?.lines.length ?? 4 : 4;
        return pt ? pt.cleared.filter(Boolean).length / lines : 0;
      };
      return [...p.options].sort((a, b) => score(b) - score(a))[0]?.id ?? first;
    }
    case 'choose-cleared-card-to-move':
      // A card it would spend at once first, so the room it leaves takes another (stat area example 1).
      return p.options.find((o) => USE_AT_ONCE.includes(o.card ?? ''))?.id ?? first;
    case 'triage-area-full': {
      const use = p.options.find((o) => o.id.startsWith('use:') && USE_AT_ONCE.includes(o.card ?? ''));
      if (use) return use.id;
      const discard = p.options.find((o) => o.id.startsWith('discard:') && ['tactical-decision', 'concentrated-effort'].includes(o.card ?? ''));
      return discard?.id ?? p.options.find((o) => o.id.startsWith('let-go:'))?.id ?? first;
    }
    case 'red-trigger-triage':
      return 'use-triage';
    case 'turn-dial-or-not':
      return 'turn';
    case 'choose-emergency-die-to-ignore': {
      const danger = (slot: number) =>
        Math.max(0, ...s.emergencyArea.map((row) => DANGER[row[slot - 1] ?? ''] ?? 0));
      return [...p.options].sort((a, b) => danger(b.slot ?? 0) - danger(a.slot ?? 0))[0]?.id ?? first;
    }
    default:
      return first;
  }
}

/** Which triage card, if any, the bot plays at this stop. */
function triageToUse(s: FlatlineTable): FlatlineAction | null {
  const usable = usableTriageCards(s);
  const has = (c: string) => usable.includes(c);
  if (has('recharge') && s.meter.cubes <= 3) return { type: 'use-triage', card: 'recharge' };
  if (s.stop === 'after-roll') {
    const hit = new Set(s.emergencyDice.filter((d) => d.value !== null && !d.ignored).map((d) => (d.value ?? 1) - 1));
    const danger = [...hit].reduce((sum, slot) => sum + s.emergencyArea.reduce((a, row) => a + (DANGER[row[slot] ?? ''] ?? 0), 0), 0);
    if (has('crisis-averted') && danger >= 8) return { type: 'use-triage', card: 'crisis-averted' };
    if (has('disaster-averted') && danger >= 5) return { type: 'use-triage', card: 'disaster-averted' };
  }
  if (s.stop === 'planning') {
    if (has('adrenaline-rush')) return { type: 'use-triage', card: 'adrenaline-rush' };
    if (has('caffeine-rush')) return { type: 'use-triage', card: 'caffeine-rush' };
    if (has('concentrated-effort')) return { type: 'use-triage', card: 'concentrated-effort' };
    if (has('under-control') && s.emergencyArea.some((row) => row.some((c) => c && (DANGER[c] ?? 0) >= 6))) {
      return { type: 'use-triage', card: 'under-control' };
    }
  }
  if (s.stop === 'before-patients' && has('clear')) return { type: 'use-triage', card: 'clear' };
  return null;
}

/** The bot's next action for any state. */
export function greedyAction(s: FlatlineTable): FlatlineAction {
  if (s.pending) return { type: 'decide', option: decideFor(s, s.pending) };
  if (s.stop === 'countdown') {
    const tray = s.dice.filter((d) => d.at.kind === 'tray' && d.face);
    const changer = tray.find((d) => (s.effects.faceChanges[d.seat] ?? 0) > 0);
    const plan = bestAssignment(s);
    if (!plan && changer) {
      // Concentrated Effort: turn a die to what a one-space-short target needs.
      for (const t of allTargets(s)) {
        const sp = targetSpaces(s, t);
        if (!sp || checkTarget(s, t)) continue;
        for (const face of ['red', 'blue', 'green', 'yellow', 'white', 'purple'] as const) {
          const trial = { ...s, dice: s.dice.map((d) => (d.id === changer.id ? { ...d, face } : d)) };
          if (completeWith(trial, t, trial.dice.filter((d) => d.at.kind === 'tray' && d.face))) {
            return { type: 'change-face', die: changer.id, face };
          }
        }
      }
    }
    return countdownAction(s, plan);
  }
  const triage = triageToUse(s);
  if (triage) return triage;
  return { type: 'advance' };
}
