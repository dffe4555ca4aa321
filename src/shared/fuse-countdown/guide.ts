// FUSE: Countdown's guided first game (docs/guided-game.md): its fixed deal and the steps of its guide
// as rules, pure, so that the engine's test plays the deal through them and the board's guide shows
// them. Words and the places they point at are the renderer's (games/fuse-countdown/guide/).
import type { FuseCountdownAction } from './actions';
import type { Colour } from './components';
import { cardById } from './data';
import { isComplete } from './rules/queries';
import type { FuseCountdownSetupInput } from './setup';
import type { FuseCountdownState } from './state';
import type { FuseCountdownLegalPlaces } from './view';

/** What the guide reads of the table: the state or the view the table sees (no deck order, no bag). */
export type GuideTable = Pick<FuseCountdownState, 'phase' | 'turn' | 'seats' | 'rolled' | 'pending' | 'log' | 'ability' | 'leader' | 'outcome'>;

/**
 * The deal (found by scripts/find-fuse-countdown-guided-deal.ts): on it the first turn's four dice let
 * the leader's colour change finish a bomb that the same dice could not finish without it; the bomb is
 * defused while the dice are shared out and replaced from the row; the card the row then turns up is a
 * fuse card that takes a die back from the leader's stack; and the die left fits none of the leader's
 * cards, so that seat draws a spark.
 */
export const GUIDED_DEAL = 3174;

/** The guided game's setting: two seats played by one person, Expert with three fuse cards, the roles given, the printed clock. */
export const guidedSetup = (names: [string, string]): FuseCountdownSetupInput => ({
  seats: [
    { name: names[0], colour: 'red' },
    { name: names[1], colour: 'blue' },
  ],
  level: 'expert',
  fuses: 3,
  clockMinutes: 10,
  clockFitted: false,
  roles: ['technologist', 'equipment-technician'],
  firstLeader: 0,
  assist: true,
});

/**
 * A group's guided game, each seat at their own device: three seats at Expert (three fuse cards), the
 * roles given, the printed clock. With three seats each takes one die a turn, so the leader is the
 * Logistics Specialist, whose one die more finishes a bomb in turn one: its ability is the lesson.
 */
export const groupSetup = (names: [string, string, string]): FuseCountdownSetupInput => ({
  seats: [
    { name: names[0], colour: 'red' },
    { name: names[1], colour: 'blue' },
    { name: names[2], colour: 'green' },
  ],
  level: 'expert',
  fuses: 3,
  clockMinutes: 10,
  clockFitted: false,
  roles: ['logistics-specialist', 'technologist', 'equipment-technician'],
  firstLeader: 0,
  assist: true,
});

/** The first real game offered at the guide's end: the same two seats at Training, roles dealt, the printed clock, the lit slots on. */
/** A first real game for the table that took the guide: one person's two seats, or a group's three. */
export const firstGameSetup = (names: [string, string] | [string, string, string]): FuseCountdownSetupInput => ({
  seats: names.length === 3 ? groupSetup(names).seats : guidedSetup(names).seats,
  level: 'training',
  clockMinutes: 10,
  clockFitted: false,
  roles: 'dealt',
  firstLeader: 0,
  assist: true,
});

type Place = Extract<FuseCountdownAction, { type: 'place' }>;
const place = (seat: number, die: string, card: string, cell: number): Place => ({ type: 'place', seat, die, card, cell });

/** A group's table: three seats, each at their own device (`groupSetup`); the guide's steps teach it its own way. */
export const together = (s: Pick<GuideTable, 'seats'>): boolean => s.seats.length > 2;

/**
 * The moves the guide suggests on its deal, in order: the leader's stack takes the yellow 4 at its
 * foot; the leader shows the green 2 as red, so that the partner's red-and-blue bomb takes it and the
 * split red/blue 2; that bomb is defused at once and the row's first bomb replaces it. The fuse card
 * turned up then takes the yellow 4 back, and the blue 5 left fits none of the leader's cards: Done,
 * and the leader's seat draws a spark. A player who goes another way is offered the next legal move
 * of the same kind instead.
 */
export const PLAN = {
  stack: [place(0, 'd13', 'bomb-27', 0)],
  change: { type: 'change-colour', die: 'd19', colour: 'red' as Colour },
  share: [place(1, 'd19', 'bomb-01', 0), place(1, 'd21', 'bomb-01', 1)],
  replacement: 'bomb-16',
} as const satisfies Record<string, unknown>;

/**
 * The group's deal (found by scripts/find-fuse-countdown-group-deal.ts, the only one in the first
 * 100 000 seeds): Red leads as the Logistics Specialist and, alone allowed two dice, finishes its
 * black-and-yellow bomb with the two split dice; Blue's stack takes the yellow 1 at its foot (its
 * second slot first refused); the yellow 5 left fits none of Green's cards. Once the sharing out ends
 * the bomb is defused and replaced, the fuse card turned up takes back every die showing a 1 (the one
 * on Blue's stack), and Green, one die short, draws a spark.
 */
export const GROUP_DEAL = 10463;

const GROUP_PLAN = {
  /** The leader's first die: its ability lets it take a second. */
  extra: [place(0, 'd22', 'bomb-02', 0)],
  stack: [place(1, 'd16', 'bomb-27', 0)],
  share: [place(0, 'd24', 'bomb-02', 1)],
  replacement: 'bomb-18',
} as const satisfies Record<string, unknown>;

/** The plan of the table's guided game: the group's or the one person's. */
const planOf = (s: GuideTable) => (together(s) ? GROUP_PLAN : PLAN);

/** One step of the guide as rules: whether the clock is held, what says it is done, the move it suggests now. */
export interface FuseGuideRule {
  id: string;
  /** The clock (and every wait) stands during this step. */
  held: boolean;
  /** Done when the table, from where it stood when the step began, shows this; absent: the player reads and goes on. */
  done?: (now: GuideTable, from: GuideTable) => boolean;
  /** The move the guide suggests now (rung on the board), or null when none is possible. */
  suggest?: (now: GuideTable, places: FuseCountdownLegalPlaces | undefined) => FuseCountdownAction | null;
  /** Whether the step has anything to show now (absent: always); one that has not is passed over. */
  shows?: (now: GuideTable) => boolean;
  /** The move suggested is one the engine refuses: its reason is the lesson; then the player reads on. */
  refusal?: true;
}

const logCount = (s: GuideTable, code: string): number => s.log.filter((e) => e.code === code).length;
const happened = (s: GuideTable, code: string): boolean => s.log.some((e) => e.code === code && e.turn === 1);
const distributing = (s: GuideTable) => s.phase === 'distribute' && s.pending === null;
/** The first card in front of a seat with every slot filled, to be defused. */
function finishedCard(s: GuideTable): { seat: number; card: string } | null {
  for (const [seat, st] of s.seats.entries()) {
    const c = [...st.bombs, ...st.sparks].find(isComplete);
    if (c) return { seat, card: c.card };
  }
  return null;
}

/** The first stack in front of a seat, with how many dice it holds. */
export function stackOf(s: GuideTable): { seat: number; card: string; dice: number } | null {
  for (const [seat, st] of s.seats.entries()) {
    const c = st.bombs.find((b) => cardById(b.card)?.config === 'stack');
    if (c) return { seat, card: c.card, dice: c.dice.length };
  }
  return null;
}

/** The first of `plan` still legal, else any legal placement onto one of `cards`. */
function placing(places: FuseCountdownLegalPlaces | undefined, plan: readonly Place[], cards: (p: { seat: number; card: string }) => boolean): Place | null {
  const all = places?.placements ?? [];
  for (const p of plan) if (all.some((q) => q.seat === p.seat && q.die === p.die && q.card === p.card && q.cell === p.cell)) return p;
  const other = all.find(cards);
  return other ? place(other.seat, other.die, other.card, other.cell) : null;
}

/** The bomb the sharing out finishes: the plan's, or, once the player went another way, any seat's card (a group's: the leader's). */
function shareTarget(s: GuideTable, q: { seat: number; card: string }): boolean {
  const planned = planOf(s).share[0];
  if (s.seats[planned.seat]?.bombs.some((b) => b.card === planned.card)) return q.card === planned.card;
  return cardById(q.card)?.config !== 'stack' && (!together(s) || q.seat === s.leader);
}

/** How many dice the leader's seat has taken this turn. */
const leaderTook = (s: GuideTable): number => s.seats[s.leader]?.taken ?? 0;

export const FUSE_COUNTDOWN_GUIDE: readonly FuseGuideRule[] = [
  { id: 'welcome', held: true },
  { id: 'bombs', held: true },
  { id: 'start', held: true, done: (now) => now.phase !== 'ready', suggest: (s) => (s.phase === 'ready' ? { type: 'start' } : null) },
  { id: 'roll', held: true, done: (now) => now.phase !== 'roll', suggest: (s) => (s.phase === 'roll' ? { type: 'roll' } : null) },
  { id: 'dice', held: true, shows: distributing },
  // One person: the Technologist shows a die as another colour. A group: the Logistics Specialist,
  // leading, takes the first of the two dice its role allows it.
  {
    id: 'ability',
    held: true,
    shows: (s) => (together(s) ? distributing(s) && leaderTook(s) === 0 : distributing(s) && !s.ability.closed && !s.ability.changeUsed),
    done: (now, from) => (together(now) ? leaderTook(now) > leaderTook(from) : logCount(now, 'die-colour-changed') > logCount(from, 'die-colour-changed')),
    suggest: (s, p) => {
      if (together(s)) return placing(p, GROUP_PLAN.extra, (q) => q.seat === s.leader && cardById(q.card)?.config !== 'stack');
      const die = s.rolled.find((r) => r.die === PLAN.change.die && r.changed === null);
      return die && !s.ability.closed && !s.ability.changeUsed ? PLAN.change : null;
    },
  },
  {
    id: 'refused',
    held: true,
    refusal: true,
    // Once the stack's foot holds a die the lesson is gone: the step is passed over.
    shows: (s) => distributing(s) && stackOf(s)?.dice === 0 && s.rolled.length > 0,
    suggest: (s) => {
      const stack = stackOf(s);
      const die = s.rolled.find((r) => r.die === planOf(s).stack[0].die) ?? s.rolled[0];
      return stack && die ? place(stack.seat, die.die, stack.card, 1) : null;
    },
  },
  {
    id: 'stack',
    held: true,
    shows: (s) => distributing(s) && stackOf(s)?.dice === 0,
    done: (now, from) => now.phase !== 'distribute' || (stackOf(now)?.dice ?? 0) > (stackOf(from)?.dice ?? 0),
    suggest: (s, p) => {
      const stack = stackOf(s);
      return stack ? placing(p, planOf(s).stack, (q) => q.card === stack.card) : null;
    },
  },
  {
    id: 'share',
    held: true,
    shows: distributing,
    done: (now, from) => logCount(now, 'bomb-defused') > logCount(from, 'bomb-defused') || finishedCard(now) !== null,
    suggest: (s, p) => placing(p, planOf(s).share, (q) => shareTarget(s, q)),
  },
  // With one or two seats a full bomb is defused at once; with three it waits for the end of the
  // sharing out (the team's Done), and is defused then.
  {
    id: 'defuse',
    held: true,
    shows: (s) => s.phase === 'distribute' && finishedCard(s) !== null,
    done: (now, from) => logCount(now, 'bomb-defused') > logCount(from, 'bomb-defused'),
    suggest: (s) => {
      const finished = finishedCard(s);
      if (!finished || !distributing(s)) return null;
      return together(s) ? { type: 'done' } : { type: 'defuse', ...finished };
    },
  },
  {
    id: 'replacement',
    held: true,
    shows: (s) => s.pending?.kind === 'replacement',
    done: (now) => now.pending?.kind !== 'replacement',
    suggest: (s) => {
      const p = s.pending;
      if (p?.kind !== 'replacement') return null;
      const planned = planOf(s).replacement;
      return { type: 'decide', seat: p.seat, option: p.options.includes(planned) ? planned : p.options[0]! };
    },
  },
  { id: 'fuse', held: true, shows: (s) => happened(s, 'fuse-activated') },
  // The leader's seat took one die, and the die left fits none of its cards: the team says the sharing out is over.
  { id: 'done', held: true, shows: (s) => s.phase === 'distribute', done: (now) => now.phase !== 'distribute', suggest: (s) => (distributing(s) ? { type: 'done' } : null) },
  { id: 'spark', held: true, shows: (s) => happened(s, 'spark-drawn') },
  { id: 'turn-over', held: true, shows: (s) => s.turn >= 2 && s.outcome === null },
  { id: 'score', held: true },
  { id: 'finished', held: true },
];
