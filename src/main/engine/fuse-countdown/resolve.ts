import { dieColours } from '@shared/fuse-countdown/components';
import { cardById, fuseById } from '@shared/fuse-countdown/data';
import { inFinale, isComplete } from '@shared/fuse-countdown/rules/queries';
import type { CardInPlay, Task } from '@shared/fuse-countdown/state';
import { log, win, type Ctx } from './context';
import { shuffle } from '../core/random';
import { beginTurn } from './turn';

/**
 * Steps 3–5 and the work they spawn (replacement picks, row refills, fuse cards, sparks), run as a
 * queue so a decision can stop it and the answer resume it.
 */
export function run(ctx: Ctx): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const { s } = ctx;
    if (s.outcome || s.pending) return;
    const task = s.queue.shift();
    if (!task) return;
    runTask(ctx, task);
  }
}

function runTask(ctx: Ctx, task: Task): void {
  const { s } = ctx;
  switch (task.kind) {
    case 'defuse-complete': {
      const next: Task[] = [];
      for (let k = 0; k < s.players; k++) {
        const seat = (s.leader + k) % s.players;
        const st = s.seats[seat];
        if (!st) continue;
        for (const c of [...st.bombs, ...st.sparks].filter(isComplete)) {
          const t = defuseCard(ctx, seat, c.card);
          if (t) next.push(t);
        }
      }
      s.queue.unshift(...next);
      return;
    }
    case 'replace':
      askReplacement(ctx, task.seat);
      return;
    case 'refill':
      refill(ctx);
      return;
    case 'fuse-return':
      fuseReturn(ctx, task.fuse, task.seat);
      return;
    case 'end-of-step-3':
      endOfStep3(ctx);
      return;
    case 'draw-sparks':
      drawSparks(ctx);
      return;
    case 'spark-for':
      sparkFor(ctx, task.seat);
      return;
    case 'pass-bag':
      s.leader = (s.leader + 1) % s.players;
      s.turn++;
      s.stats.turnsPlayed++;
      beginTurn(ctx);
      return;
  }
}

/** Puts a card's dice back in the bag and returns them. */
function emptyCard(ctx: Ctx, c: CardInPlay): void {
  for (const d of c.dice) ctx.s.bag.push(d.die);
  c.dice = [];
}

/**
 * Defuses a finished card (step 3): its dice go back to the bag; a bomb goes to the score pile and its
 * seat's role comes back on; a spark goes to the spark discard pile. Returns the replacement task for a bomb.
 */
export function defuseCard(ctx: Ctx, seat: number, cardId: string): Task | null {
  const { s } = ctx;
  const st = s.seats[seat];
  if (!st) return null;
  const bomb = st.bombs.find((c) => c.card === cardId);
  if (bomb) {
    emptyCard(ctx, bomb);
    st.bombs = st.bombs.filter((c) => c !== bomb);
    s.scorePile.push(cardId);
    s.stats.bombsDefused++;
    s.stats.bombPoints += cardById(cardId)?.points ?? 0;
    if (!st.roleActive) {
      st.roleActive = true;
      log(ctx, 'role-restored', { seat });
    }
    log(ctx, 'bomb-defused', { seat, card: cardId, points: cardById(cardId)?.points ?? 0 });
    return { kind: 'replace', seat };
  }
  const spark = st.sparks.find((c) => c.card === cardId);
  if (!spark) return null;
  emptyCard(ctx, spark);
  st.sparks = st.sparks.filter((c) => c !== spark);
  s.sparkDiscard.push(cardId);
  s.stats.sparksDefused++;
  log(ctx, 'spark-defused', { seat, card: cardId });
  return null;
}

/** The seat that defused a bomb picks its new bomb from the face-up row (no choice when one is left). */
function askReplacement(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  if (s.row.length === 0) {
    log(ctx, 'no-replacement', { seat });
    return;
  }
  if (s.row.length === 1) {
    takeReplacement(ctx, seat, s.row[0] ?? '');
    return;
  }
  s.pending = { kind: 'replacement', seat, source: 'defused', options: [...s.row] };
}

export function takeReplacement(ctx: Ctx, seat: number, cardId: string): void {
  const { s } = ctx;
  s.row = s.row.filter((c) => c !== cardId);
  s.seats[seat]?.bombs.push({ card: cardId, dice: [] });
  log(ctx, 'replacement-taken', { seat, card: cardId });
  s.queue.unshift({ kind: 'refill' });
}

/** Refills the face-up row from the bomb deck; a fuse card turned up activates at once. */
function refill(ctx: Ctx): void {
  const { s } = ctx;
  while (s.row.length < 5 && s.bombDeck.length > 0) {
    const top = s.bombDeck.shift() ?? '';
    const fuse = fuseById(top);
    if (!fuse) {
      s.row.push(top);
      log(ctx, 'row-refilled', { card: top });
      continue;
    }
    s.fuseDiscard.push(top);
    s.stats.fusesActivated++;
    log(ctx, 'fuse-activated', { fuse: top, effect: fuse.effect });
    const seats = s.seats.map((_, k) => (s.leader + k) % s.players);
    const next: Task[] = [];
    if (fuse.effect === 'return-matching') for (const seat of seats) next.push({ kind: 'fuse-return', fuse: top, seat });
    if (fuse.effect === 'all-draw-spark') for (const seat of seats) next.push({ kind: 'spark-for', seat });
    if (fuse.effect === 'roles-dark') {
      for (const st of s.seats) st.roleActive = false;
      log(ctx, 'roles-dark', {});
    }
    if (fuse.effect === 'roll-a-six') {
      if (s.bag.length === 0) log(ctx, 'roll-six-skipped', { reason: 'bag-empty' });
      else {
        s.rollSix = seats;
        s.pending = { kind: 'roll-six', seat: s.leader, source: top, options: ['roll'], seats: [...seats] };
      }
    }
    s.queue.unshift(...next, { kind: 'refill' });
    return;
  }
}

/**
 * Dice a colour/number fuse card can take from a seat: on its unfinished cards, matching one of the
 * colours (by the die's own colours) or numbers shown, and not safe (under another die, or in a
 * "must be first" slot).
 */
export function fuseTargets(ctx: Ctx, fuseId: string, seat: number): string[] {
  const fuse = fuseById(fuseId);
  const st = ctx.s.seats[seat];
  if (!fuse || fuse.effect !== 'return-matching' || !st) return [];
  const out: string[] = [];
  for (const c of [...st.bombs, ...st.sparks]) {
    if (isComplete(c)) continue;
    const card = cardById(c.card);
    if (!card) continue;
    for (const d of c.dice) {
      const spec = card.cells[d.cell];
      if (!spec || spec.first) continue;
      const covered = c.dice.some((o) => card.cells[o.cell]?.below.includes(d.cell));
      if (covered) continue;
      if (dieColours(d.die).some((col) => fuse.colours.includes(col)) || fuse.numbers.includes(d.face)) out.push(d.die);
    }
  }
  return out;
}

export function returnPlacedDie(ctx: Ctx, seat: number, die: string, source: string): void {
  const st = ctx.s.seats[seat];
  if (!st) return;
  for (const c of [...st.bombs, ...st.sparks]) {
    const i = c.dice.findIndex((d) => d.die === die);
    if (i < 0) continue;
    c.dice.splice(i, 1);
    ctx.s.bag.push(die);
    log(ctx, 'die-returned-to-bag', { seat, die, card: c.card, source });
    return;
  }
}

function fuseReturn(ctx: Ctx, fuseId: string, seat: number): void {
  const targets = fuseTargets(ctx, fuseId, seat);
  if (targets.length === 0) {
    log(ctx, 'fuse-missed-seat', { fuse: fuseId, seat });
    return;
  }
  if (targets.length === 1) {
    returnPlacedDie(ctx, seat, targets[0] ?? '', fuseId);
    return;
  }
  ctx.s.pending = { kind: 'return-die', seat, source: fuseId, options: targets };
}

/** Draws one spark for a seat; an empty spark deck is refilled from its discard pile. */
function sparkFor(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  if (s.sparkDeck.length === 0 && s.sparkDiscard.length > 0) {
    s.sparkDeck = shuffle(ctx.rng, s.sparkDiscard);
    s.sparkDiscard = [];
    log(ctx, 'spark-deck-refilled', { cards: s.sparkDeck.length });
  }
  const card = s.sparkDeck.shift();
  if (card) {
    s.seats[seat]?.sparks.push({ card, dice: [] });
    s.stats.sparksDrawn++;
    log(ctx, 'spark-drawn', { seat, card });
    return;
  }
  // All 30 sparks are in play: the seat returns a die of its choice from its cards instead.
  const st = s.seats[seat];
  const dice = st ? [...st.bombs, ...st.sparks].flatMap((c) => c.dice.map((d) => d.die)) : [];
  log(ctx, 'spark-shortage', { seat });
  if (dice.length === 1) returnPlacedDie(ctx, seat, dice[0] ?? '', 'spark-shortage');
  else if (dice.length > 1) s.pending = { kind: 'return-die', seat, source: 'spark-shortage', options: dice };
}

/** The win is checked when step 3 ends: no bombs left in the deck and the row, no sparks (Heroic: no bombs at all). */
function endOfStep3(ctx: Ctx): void {
  const { s } = ctx;
  const sparks = s.seats.some((st) => st.sparks.length > 0);
  const bombsInFront = s.seats.some((st) => st.bombs.length > 0);
  if (inFinale(s) && !sparks && (s.setup.level !== 'heroic' || !bombsInFront)) {
    for (const st of s.seats) {
      for (const c of st.bombs) {
        emptyCard(ctx, c);
        s.faceDown.push(c.card);
      }
      st.bombs = [];
    }
    for (const r of s.rolled) s.bag.push(r.die);
    s.rolled = [];
    win(ctx);
    return;
  }
  s.queue.unshift({ kind: 'draw-sparks' }, { kind: 'pass-bag' });
}

/** Step 4: untaken dice go back to the bag; a seat short of its quota draws a spark per missing die. */
function drawSparks(ctx: Ctx): void {
  const { s } = ctx;
  for (const r of s.rolled) s.bag.push(r.die);
  s.rolled = [];
  const next: Task[] = [];
  for (let k = 0; k < s.players; k++) {
    const seat = (s.leader + k) % s.players;
    const missing = (s.quotas[seat] ?? 0) - (s.seats[seat]?.taken ?? 0);
    for (let i = 0; i < missing; i++) next.push({ kind: 'spark-for', seat });
  }
  s.queue.unshift(...next);
}
