import type { FlatlineAction } from '@shared/flatline/actions';
import type { Pending } from '@shared/flatline/pending';
import type { FlatlineTable } from '@shared/flatline/view';
import type { TargetRef } from '@shared/flatline/state';
import { baseDice, maxDice } from '@shared/flatline/data/board';
import { connectedTrigger, patientCard, sameTarget } from '@shared/flatline/rules/components';
import { targetComplete, usableTriageCards } from '@shared/flatline/rules/queries';
import { completeWith } from './assignment';
import { greedyAction } from './greedy';

/**
 * The careful policy: the reference bot without its waste. It is what the strong player plays out
 * its rollouts with, and what it falls back on where it does not search.
 * - A cleared tile goes on a line the dice have not already completed (Clear!, a green trigger).
 * - Disaster Averted is not spent on doubles (one slot activates once) nor on dice hitting empty slots.
 * - Adrenaline / Caffeine Rush wait while nobody could take the extra die (the excess is ignored).
 * - Tactical Decision holds the dial when turning it would connect worse triggers.
 * - The countdown finishes the target it started before starting another.
 */

const LIGHT_VALUE = { green: 1, red: -1, blank: 0 } as const;

const beforeResolution = (s: FlatlineTable): boolean => ['A-lose-power', 'B-add-emergencies', 'C-roll-emergency-dice', 'D-planning', 'E-countdown'].includes(s.phase);

/** Could this seat take one more die now (or, during the resolution, next round)? */
function seatHasRoom(s: FlatlineTable, seat: number): boolean {
  if (beforeResolution(s)) return s.dice.some((d) => d.seat === seat && d.at.kind === 'out');
  return baseDice(s.players) + (s.next.diceDelta[seat] ?? 0) < maxDice(s.players);
}

/** Slots the live emergency dice hit that hold a card. */
function liveHits(s: FlatlineTable): number[] {
  const live = s.emergencyDice.filter((d) => d.value !== null && !d.ignored).map((d) => d.value ?? 0);
  return live.filter((v) => s.emergencyArea.some((row) => row[v - 1]));
}

/** Would using this triage card now do nothing (or nothing that ignoring a die would not)? */
export function wastedTriage(s: FlatlineTable, card: string): boolean {
  switch (card) {
    case 'adrenaline-rush':
    case 'caffeine-rush': {
      const seats = Array.from({ length: s.players }, (_, seat) => seat);
      return !seats.some((seat) => seatHasRoom(s, seat));
    }
    case 'disaster-averted': {
      if (s.stop !== 'after-roll') return false;
      // Doubles activate their slot once: ignoring one of the two changes nothing.
      const live = s.emergencyDice.filter((d) => d.value !== null && !d.ignored).map((d) => d.value);
      if (live.length === 2 && live[0] === live[1]) return true;
      return liveHits(s).length === 0;
    }
    case 'crisis-averted':
      return s.stop === 'after-roll' && liveHits(s).length === 0;
    default:
      return false;
  }
}

/** How much better the patients' connected triggers are now than after one turn of the dial. */
export function holdDialGain(s: FlatlineTable): number {
  let gain = 0;
  s.patients.forEach((p, slot) => {
    const card = p && !p.treated ? patientCard(p.card) : undefined;
    if (!p || !card) return;
    const left = p.cleared.filter((c) => !c).length;
    // A patient one line from treatment weighs most: its trigger is the likeliest to fire next.
    const weight = 1 / Math.max(1, left);
    const now = card.triggers[connectedTrigger(s, slot)];
    const after = card.triggers[(connectedTrigger(s, slot) + 3) % 4];
    gain += weight * ((now ? LIGHT_VALUE[now.light] : 0) - (after ? LIGHT_VALUE[after.light] : 0));
  });
  return gain;
}

/** The line a free cleared tile does most for: never one the dice already complete. */
export function lineToClear(s: FlatlineTable, p: Pending): string {
  const open = p.options.filter((o) => !targetComplete(s, { kind: 'line', slot: o.slot ?? 0, line: o.line ?? 0 }));
  const pool = open.length > 0 ? open : p.options;
  const score = (o: Pending['options'][number]) => {
    const pt = s.patients[o.slot ?? 0];
    const card = pt ? patientCard(pt.card) : undefined;
    if (!pt || !card) return 0;
    // Lines still needing dice after this tile: the fewer, the closer the patient is to treated.
    const stillOpen = card.lines.filter((_, i) => i !== o.line && !pt.cleared[i] && !targetComplete(s, { kind: 'line', slot: o.slot ?? 0, line: i })).length;
    const size = card.lines[o.line ?? 0]?.spaces.length ?? 1;
    return -stillOpen * 10 + size;
  };
  return [...pool].sort((a, b) => score(b) - score(a))[0]?.id ?? p.options[0]?.id ?? '';
}

/** A target with dice on it, not complete, that the dice in hand can still finish. */
export function startedTarget(s: FlatlineTable): FlatlineAction | null {
  const pool = s.dice.filter((d) => d.at.kind === 'tray' && d.face);
  const started: TargetRef[] = [];
  for (const d of s.dice) if (d.at.kind === 'space' && !started.some((t) => d.at.kind === 'space' && sameTarget(t, d.at.target))) started.push(d.at.target);
  for (const t of started) {
    if (targetComplete(s, t)) continue;
    const a = completeWith(s, t, pool);
    const move = a?.moves[0];
    if (a && move) return { type: 'place', die: move.die, target: t, space: move.space };
  }
  return null;
}

/** The first move towards completing this target, or null when the dice in hand cannot. */
export function firstMoveOn(s: FlatlineTable, t: TargetRef): FlatlineAction | null {
  const a = completeWith(s, t, s.dice.filter((d) => d.at.kind === 'tray' && d.face));
  const move = a?.moves[0];
  return a && move ? { type: 'place', die: move.die, target: a.target, space: move.space } : null;
}

export const isPlaceOn = (a: FlatlineAction, t: TargetRef): boolean => a.type === 'place' && sameTarget(a.target, t);

function decideCarefully(s: FlatlineTable, p: Pending): FlatlineAction | null {
  if (p.kind === 'choose-line-to-clear') return { type: 'decide', option: lineToClear(s, p) };
  if (p.kind === 'triage-area-full') {
    // Using an extra-die card nobody can take is letting it go: keep Tactical Decision instead.
    const use = p.options.find((o) => o.id.startsWith('use:') && ['recharge', 'clear'].includes(o.card ?? ''));
    if (use) return { type: 'decide', option: use.id };
    const extra = p.options.find((o) => o.id.startsWith('use:') && ['adrenaline-rush', 'caffeine-rush'].includes(o.card ?? '') && !wastedTriage(s, o.card ?? ''));
    if (extra) return { type: 'decide', option: extra.id };
    const discard = p.options.find((o) => o.id === 'discard:concentrated-effort');
    return { type: 'decide', option: discard?.id ?? p.options.find((o) => o.id.startsWith('let-go:'))?.id ?? p.options[0]?.id ?? '' };
  }
  if (p.kind === 'turn-dial-or-not') return { type: 'decide', option: holdDialGain(s) > 0 ? (p.options.find((o) => o.id !== 'turn')?.id ?? 'turn') : 'turn' };
  return null;
}

/** The careful policy's next action for any table the players see. */
export function carefulAction(s: FlatlineTable): FlatlineAction {
  if (s.pending) return decideCarefully(s, s.pending) ?? greedyAction(s);
  if (s.stop === 'countdown') return startedTarget(s) ?? greedyAction(s);
  const usable = usableTriageCards(s);
  if (s.stop === 'before-dial' && usable.includes('tactical-decision') && holdDialGain(s) > 0) return { type: 'use-triage', card: 'tactical-decision' };
  // The reference choices, as if the wasted cards were not there.
  const wasted = usable.filter((c) => wastedTriage(s, c));
  return greedyAction(wasted.length > 0 ? { ...s, triageArea: s.triageArea.filter((c) => !wasted.includes(c)) } : s);
}
