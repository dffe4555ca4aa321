// FLATLINE's guided first game (docs/guided-game.md): its fixed deal and the steps of its guide as
// rules, pure, so that the engine's test plays the deal through them and the board's guide shows
// them. Words and the places they point at are the renderer's (games/flatline/guide/).
import type { FlatlineAction } from './actions';
import type { LINE_WHO } from './cards';
import type { FlatlineLegalPlaces } from './legal-places';
import type { FlatlineSetupInput } from './setup';
import type { TargetRef } from './state';
import type { FlatlineTable } from './view';
import { diceOn, lineSpec, targetSpaces, sameTarget } from './rules/components';

/**
 * The deal (found by scripts/find-flatline-guided-deal.ts): on it the first round offers a line for
 * one player, one for two and one for everyone, a stat card that becomes the triage card Clear, usable
 * in the same round's resolution, and round two's emergency dice activate an emergency card.
 */
export const GUIDED_DEAL = 589;

/** The guided game's setting (seat names are the player's language's): one person, two colours, Training, the 60 s countdown. */
export const guidedSetup = (names: [string, string]): FlatlineSetupInput => ({
  seats: [
    { name: names[0], colour: 'red' },
    { name: names[1], colour: 'blue' },
  ],
  solitaire: true,
  level: 'training',
  meterSide: 'standard',
  timerSeconds: 60,
});

/**
 * A group's guided game, each medic at their own device (three colours, Training, the 60 s countdown):
 * its deal, found by scripts/find-flatline-group-deal.ts as the one above, on which the same steps
 * all happen when three seats play them through the guide's suggestions.
 */
export const GROUP_DEAL = 1048;

export const groupSetup = (names: [string, string, string]): FlatlineSetupInput => ({
  seats: [
    { name: names[0], colour: 'red' },
    { name: names[1], colour: 'blue' },
    { name: names[2], colour: 'green' },
  ],
  solitaire: false,
  level: 'training',
  meterSide: 'standard',
  timerSeconds: 60,
});

/** Whether every space of a target holds a die. */
function full(s: FlatlineTable, target: TargetRef): boolean {
  const spaces = targetSpaces(s, target);
  return spaces !== undefined && diceOn(s, target).size === spaces.length;
}

/** The patients' lines of one kind ("one", "two", "all") now on the board. */
function linesOf(s: FlatlineTable, who: LineWho): TargetRef[] {
  const out: TargetRef[] = [];
  s.patients.forEach((patient, slot) => {
    patient?.cleared.forEach((_, line) => {
      if (lineSpec(s, slot, line)?.who === who) out.push({ kind: 'line', slot, line });
    });
  });
  return out;
}

/** How many lines of a kind are filled. */
const filled = (s: FlatlineTable, who: LineWho): number => linesOf(s, who).filter((t) => full(s, t)).length;
const logCount = (s: FlatlineTable, code: string): number => s.log.filter((e) => e.code === code).length;

/** A placement the guide suggests: the first of `plan` still legal, else any legal one onto `targets`, fullest first. */
function placing(places: FlatlineLegalPlaces | undefined, plan: readonly PlannedPlace[], targets: readonly TargetRef[]): FlatlineAction | null {
  const all = Object.entries(places?.placements ?? {});
  for (const [die, target, space] of plan) {
    if (all.some(([d, list]) => d === die && list.some((p) => p.space === space && sameTarget(p.target, target)))) return { type: 'place', die, target, space };
  }
  for (const target of targets) {
    for (const [die, list] of all) {
      const place = list.find((p) => sameTarget(p.target, target));
      if (place) return { type: 'place', die, target: place.target, space: place.space };
    }
  }
  return null;
}

type LineWho = (typeof LINE_WHO)[number];
type PlannedPlace = readonly [die: string, target: TargetRef, space: number];
const line = (slot: number, l: number): TargetRef => ({ kind: 'line', slot, line: l });

/**
 * The moves the guide suggests on its deal, in order (the dice the first roll shows): they leave
 * the dice each later step needs. A player who puts a die elsewhere gets the next legal one instead.
 */
const PLAN = {
  one: [['s0d0', line(0, 0), 0], ['s0d1', line(0, 0), 1]],
  two: [['s0d2', line(0, 1), 0], ['s1d4', line(0, 1), 1], ['s1d6', line(0, 1), 2]],
  all: [['s0d4', line(0, 2), 0], ['s1d5', line(0, 2), 1]],
  stat: [['s1d0', { kind: 'card', card: 'clear' }, 0], ['s1d1', { kind: 'card', card: 'clear' }, 1]],
} as const satisfies Record<string, readonly PlannedPlace[]>;

/** One step of the guide as rules: whether the clock is held, what says it is done, the move it suggests now. */
export interface FlatlineGuideRule {
  id: string;
  /** The clock (and every wait) stands during this step. */
  held: boolean;
  /** Done when the table, from where it stood when the step began, shows this; absent: the player reads and goes on. */
  done?: (now: FlatlineTable, from: FlatlineTable) => boolean;
  /** The move the guide suggests now (rung on the board), or null when none is possible. */
  suggest?: (now: FlatlineTable, places: FlatlineLegalPlaces | undefined) => FlatlineAction | null;
  /**
   * Whether the step has anything to show on the table now (absent: always). A step that has not
   * (the player put the dice the stat card needed elsewhere, so no triage card came) is passed over.
   */
  shows?: (now: FlatlineTable) => boolean;
  /** Round two: the guide only names what to do, and rings the table's own controls (no die, no place). */
  light?: true;
}

const stat: TargetRef = { kind: 'card', card: 'clear' };
const inCountdown = (s: FlatlineTable) => s.stop === 'countdown';

export const FLATLINE_GUIDE: readonly FlatlineGuideRule[] = [
  { id: 'welcome', held: true },
  { id: 'round-guide', held: true },
  { id: 'power', held: true },
  { id: 'dial', held: true },
  { id: 'emergency', held: true },
  { id: 'roll', held: true, done: inCountdown, suggest: (s) => (s.stop === 'planning' ? { type: 'advance' } : null) },
  { id: 'line-one', held: true, done: (now, from) => filled(now, 'one') > filled(from, 'one'), suggest: (s, p) => placing(p, PLAN.one, linesOf(s, 'one')) },
  { id: 'line-two', held: true, done: (now, from) => filled(now, 'two') > filled(from, 'two'), suggest: (s, p) => placing(p, PLAN.two, linesOf(s, 'two')) },
  { id: 'line-all', held: true, done: (now, from) => filled(now, 'all') > filled(from, 'all'), suggest: (s, p) => placing(p, PLAN.all, linesOf(s, 'all')) },
  { id: 'stat-card', held: true, done: (now) => full(now, stat), suggest: (_, p) => placing(p, PLAN.stat, [stat]) },
  {
    id: 'reroll',
    held: true,
    done: (now, from) => logCount(now, 'dice-rerolled') > logCount(from, 'dice-rerolled'),
    suggest: (s, p) => {
      const mine = s.dice.filter((d) => d.seat === 0 && d.at.kind === 'tray');
      if (!p?.rerollTrackOpen || mine.length < 2) return null;
      return { type: 'reroll', seat: 0, sacrifice: mine[0]!.id, dice: mine.slice(1).map((d) => d.id) };
    },
  },
  { id: 'done', held: true, done: (now) => !inCountdown(now) && now.countdown.endedBy !== null, suggest: (s) => (inCountdown(s) ? { type: 'done' } : null) },
  {
    id: 'triage-use',
    held: true,
    shows: (s) => s.triageArea.includes('clear'),
    done: (now, from) => logCount(now, 'triage-used') > logCount(from, 'triage-used'),
    suggest: (s, p) => (p?.usableTriage.includes('clear') && s.triageArea.includes('clear') ? { type: 'use-triage', card: 'clear' } : null),
  },
  {
    id: 'triage-line',
    held: true,
    shows: (s) => s.pending?.kind === 'choose-line-to-clear',
    done: (now) => now.pending === null,
    suggest: (s) => (s.pending?.kind === 'choose-line-to-clear' ? { type: 'decide', option: s.pending.options[0]!.id } : null),
  },
  // What the table does by itself from here to round two's planning (the patients treated, the dial,
  // the power lost, the emergency dice) is explained as the board lights each step, while this step
  // and the next stay held (the renderer's guide: `explain`).
  // The player's own press lets the clock go: round two runs on it, the guide only naming what to do.
  { id: 'round-two', held: true },
  { id: 'round-two-roll', held: false, light: true, done: inCountdown, suggest: (s) => (s.stop === 'planning' ? { type: 'advance' } : null) },
  // Done ends the countdown and may run the whole resolution at once, into round three's planning.
  {
    id: 'round-two-play',
    held: false,
    light: true,
    done: (now, from) => now.round > from.round || (!inCountdown(now) && now.countdown.endedBy !== null),
    suggest: (s) => (inCountdown(s) ? { type: 'done' } : null),
  },
  { id: 'round-two-resolution', held: false, light: true, shows: (s) => s.round < 3, done: (now) => now.round >= 3 || now.outcome !== 'in-progress' },
  { id: 'finished', held: false },
];
