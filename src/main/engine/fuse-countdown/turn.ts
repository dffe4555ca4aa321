import type { Refusal } from '../core/rules';
import { COLOURS, dieColours, oppositeFace, type Colour } from '@shared/fuse-countdown/components';
import { baseQuota, diceRolled } from '@shared/fuse-countdown/setup';
import { seatRequired } from '@shared/fuse-countdown/rules/queries';
import type { RoleId } from '@shared/fuse-countdown/components';
import { log, lose, refusal, type Ctx } from './context';
import { noteLockedCards } from './locked';
import { pickIndex, rollFace } from '../core/random';

/** The leader's role if its ability is active (a "roles go dark" fuse card turns it off). */
export function leaderRole(ctx: Ctx): RoleId | null {
  const st = ctx.s.seats[ctx.s.leader];
  return st && st.roleActive ? st.role : null;
}

/**
 * The players say they are ready: the clock starts and the first turn opens. Until then the table is
 * laid out and the roles are dealt or chosen with the clock standing (our reading: the rulebook
 * starts the clock once setup is done; see docs/fuse-countdown-rules-decisions.md, "The start").
 */
export function startClock(ctx: Ctx): Refusal | null {
  const { s } = ctx;
  if (s.phase === 'roles') return refusal('roles-first', 'Every player chooses a role before the clock starts.');
  if (s.phase !== 'ready') return refusal('clock-already-running', 'The clock is already running.');
  log(ctx, 'clock-started', {});
  beginTurn(ctx);
  return null;
}

/**
 * A new turn: an empty bag at its start loses the game (End of the Game). Cards that can never be
 * finished are noted then (our reading, see locked.ts); untimed, they end the game once nothing can progress.
 */
export function beginTurn(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = 'roll';
  s.rolled = [];
  s.ability = { named: null, changeUsed: false, rerolls: 0, logistics: null, closed: false };
  s.quotas = s.seats.map(() => 0);
  s.maxTake = s.seats.map(() => 0);
  for (const st of s.seats) st.taken = 0;
  log(ctx, 'turn-started', { leader: s.leader });
  if (s.bag.length === 0) lose(ctx, 'bag-empty');
  else noteLockedCards(ctx);
}

/** Draws one die from the bag at random. */
export function drawDie(ctx: Ctx): string | undefined {
  const { s } = ctx;
  if (s.bag.length === 0) return undefined;
  const i = pickIndex(ctx.rng, s.bag.length);
  const [die] = s.bag.splice(i, 1);
  return die;
}

/**
 * Step 1: the leader draws dice (one per player; three solo; four with two; one more for the Logistics
 * Specialist) and rolls them; a short bag gives what it holds. The Cutter may name a colour, the
 * Operations Engineer a number, before the draw.
 */
export function roll(ctx: Ctx, name: { colour: Colour } | { number: number } | undefined): Refusal | null {
  const { s } = ctx;
  if (s.phase !== 'roll') return refusal('not-rolling', 'Dice are rolled at the start of a turn.');
  const role = leaderRole(ctx);
  if (name) {
    if ('colour' in name && role !== 'cutter') return refusal('cannot-name-colour', 'Only the Cutter names a colour before the draw.');
    if ('number' in name && role !== 'operations-engineer') return refusal('cannot-name-number', 'Only the Operations Engineer names a number before the draw.');
    s.ability.named = name;
  }
  const count = diceRolled(s.players) + (role === 'logistics-specialist' ? 1 : 0);
  for (let i = 0; i < count; i++) {
    const die = drawDie(ctx);
    if (!die) break;
    s.rolled.push({ die, face: rollFace(ctx.rng), colours: [...dieColours(die)], changed: null, flipped: false });
  }
  s.quotas = s.seats.map((_, seat) => (seatRequired(s, seat) ? baseQuota(s.players) : 0));
  s.maxTake = s.quotas.map((q, seat) => q + (seat === s.leader && role === 'logistics-specialist' && q > 0 ? 1 : 0));
  s.phase = 'distribute';
  log(ctx, 'dice-rolled', { dice: s.rolled.map((r) => `${r.die}:${r.face}`).join(' '), ...(name ? ('colour' in name ? { colour: name.colour } : { number: name.number }) : {}) });
  return null;
}

function openAbility(ctx: Ctx): Refusal | null {
  const { s } = ctx;
  if (s.phase !== 'distribute') return refusal('not-distributing', 'Abilities act on rolled dice, before the first die is taken.');
  if (s.ability.closed) return refusal('ability-closed', 'A die has been taken: the leader\'s ability is closed for this turn.');
  return null;
}

function rolledDie(ctx: Ctx, die: string) {
  return ctx.s.rolled.find((r) => r.die === die);
}

/** May the leader change this die's colour or number now (and by which role)? */
function changeAllowed(ctx: Ctx, die: string, what: 'colour' | 'number'): Refusal | null {
  const { s } = ctx;
  const problem = openAbility(ctx);
  if (problem) return problem;
  const r = rolledDie(ctx, die);
  if (!r) return refusal('die-not-rolled', 'That die is not among the rolled dice.', { die });
  if (r.changed) return refusal('die-already-changed', 'That die has already been changed this turn (colour or number, never both).', { die });
  const role = leaderRole(ctx);
  const named = s.ability.named;
  if (role === 'cutter' || role === 'operations-engineer') {
    // The named colour qualifies a die by any of its own colours; the named number by its face.
    const qualifies = named && ('colour' in named ? dieColours(die).includes(named.colour) : r.face === named.number);
    if (!qualifies) return refusal('die-not-named', 'Only dice of the named colour or number can be changed.', { die });
    return null;
  }
  if (what === 'colour' && role === 'technologist') return s.ability.changeUsed ? refusal('change-used', 'The Technologist changes one die a turn.') : null;
  if (what === 'number' && role === 'equipment-technician') return s.ability.changeUsed ? refusal('change-used', 'The Equipment Technician changes one die a turn.') : null;
  return refusal('no-such-ability', `The leader's role cannot change a die's ${what}.`, { role: role ?? 'none' });
}

/** Cutter, Operations Engineer, Technologist: the die shows a chosen single colour until placed. */
export function changeColour(ctx: Ctx, die: string, colour: Colour): Refusal | null {
  const problem = changeAllowed(ctx, die, 'colour');
  if (problem) return problem;
  const r = rolledDie(ctx, die);
  if (!r || !COLOURS.includes(colour)) return refusal('die-not-rolled', 'That die is not among the rolled dice.', { die });
  if (r.colours.length === 1 && r.colours[0] === colour) return refusal('no-change', 'The die already shows that colour.', { die });
  r.colours = [colour];
  r.changed = 'colour';
  ctx.s.ability.changeUsed = true;
  log(ctx, 'die-colour-changed', { die, colour });
  return null;
}

/** Cutter, Operations Engineer, Equipment Technician: the die is turned to a chosen number. */
export function changeNumber(ctx: Ctx, die: string, number: number): Refusal | null {
  const problem = changeAllowed(ctx, die, 'number');
  if (problem) return problem;
  const r = rolledDie(ctx, die);
  if (!r) return refusal('die-not-rolled', 'That die is not among the rolled dice.', { die });
  if (r.face === number) return refusal('no-change', 'The die already shows that number.', { die });
  r.face = number;
  r.changed = 'number';
  ctx.s.ability.changeUsed = true;
  log(ctx, 'die-number-changed', { die, number });
  return null;
}

/** Disposal Expert: rolled dice turned to their opposite faces (1–6, 2–4, 3–5). */
export function flip(ctx: Ctx, dice: string[]): Refusal | null {
  const problem = openAbility(ctx);
  if (problem) return problem;
  if (leaderRole(ctx) !== 'disposal-expert') return refusal('no-such-ability', 'Only the Disposal Expert flips dice.');
  if (new Set(dice).size !== dice.length) return refusal('die-repeated', 'Each die is named once.');
  for (const die of dice) {
    const r = rolledDie(ctx, die);
    if (!r) return refusal('die-not-rolled', 'That die is not among the rolled dice.', { die });
    if (r.flipped) return refusal('die-already-flipped', 'That die has already been flipped this turn.', { die });
  }
  for (const die of dice) {
    const r = rolledDie(ctx, die);
    if (r) {
      r.face = oppositeFace(r.face);
      r.flipped = true;
    }
  }
  log(ctx, 'dice-flipped', { dice: dice.join(' ') });
  return null;
}

/** Explosives Instructor: up to three rerolls of any rolled dice. */
export function reroll(ctx: Ctx, dice: string[]): Refusal | null {
  const problem = openAbility(ctx);
  if (problem) return problem;
  if (leaderRole(ctx) !== 'explosives-instructor') return refusal('no-such-ability', 'Only the Explosives Instructor rerolls dice.');
  if (ctx.s.ability.rerolls >= 3) return refusal('rerolls-used', 'Three rerolls have been made this turn.');
  if (new Set(dice).size !== dice.length) return refusal('die-repeated', 'Each die is named once.');
  for (const die of dice) if (!rolledDie(ctx, die)) return refusal('die-not-rolled', 'That die is not among the rolled dice.', { die });
  for (const die of dice) {
    const r = rolledDie(ctx, die);
    if (r) r.face = rollFace(ctx.rng);
  }
  ctx.s.ability.rerolls++;
  log(ctx, 'dice-rerolled', { dice: ctx.s.rolled.filter((r) => dice.includes(r.die)).map((r) => `${r.die}:${r.face}`).join(' '), reroll: ctx.s.ability.rerolls });
  return null;
}

/** Logistics Specialist: put a rolled die back in the bag; the leader takes one die fewer, with no spark. */
export function returnDie(ctx: Ctx, die: string): Refusal | null {
  const { s } = ctx;
  if (s.phase !== 'distribute') return refusal('not-distributing', 'A die is returned while dice are distributed.');
  if (leaderRole(ctx) !== 'logistics-specialist') return refusal('no-such-ability', 'Only the Logistics Specialist returns a die without penalty.');
  if (s.ability.logistics) return refusal('return-used', 'The Logistics Specialist returns one die a turn.');
  const leader = s.seats[s.leader];
  const quota = s.quotas[s.leader] ?? 0;
  if (!leader || leader.taken >= quota) return refusal('leader-quota-met', 'The leader has taken its dice; there is nothing to return without penalty.');
  const i = s.rolled.findIndex((r) => r.die === die);
  if (i < 0) return refusal('die-not-rolled', 'That die is not among the rolled dice.', { die });
  s.rolled.splice(i, 1);
  s.bag.push(die);
  s.quotas[s.leader] = quota - 1;
  s.maxTake[s.leader] = quota - 1;
  s.ability.logistics = 'returned';
  log(ctx, 'die-returned', { die, seat: s.leader });
  return null;
}
