/**
 * Looks for a FUSE: Countdown deal on which the guided game's first turn shows every move the guide
 * teaches (docs/guided-game.md): a stack in front of a seat (its upper slot refused before the one
 * beneath, then a die on its foot), the leader's colour change used where the same moves without it
 * are refused, a bomb finished and defused during the sharing out, its replacement chosen, a fuse card
 * turned up that takes a die back (or makes every seat draw a spark), and a seat left without a
 * fitting die, which draws a spark. Prints each seed that fits with the turn's moves (the guided deal,
 * 3174, is the first found with the default roles).
 * Run: npx tsx scripts/find-fuse-countdown-guided-deal.ts [from] [count]
 */
import { fuseCountdownModule } from '../src/main/engine/fuse-countdown';
import { fuseCountdownSetupSchema } from '../src/shared/fuse-countdown/setup';
import { COLOURS, FACES } from '../src/shared/fuse-countdown/components';
import { cardById, fuseById } from '../src/shared/fuse-countdown/data';
import { defusableCards, legalPlacements } from '../src/shared/fuse-countdown/rules/queries';
import type { FuseCountdownAction } from '../src/shared/fuse-countdown/actions';
import type { FuseCountdownState } from '../src/shared/fuse-countdown/state';
import { guidedSetup } from '../src/shared/fuse-countdown/guide';

const base = guidedSetup(['A', 'B']);
// ROLES=technologist,equipment-technician (the leader's first): try other roles.
const setup = fuseCountdownSetupSchema.parse(process.env.ROLES ? { ...base, roles: process.env.ROLES.split(',') } : base);
const from = Number(process.argv[2] ?? 1);
const count = Number(process.argv[3] ?? 500);

function apply(s: FuseCountdownState, a: FuseCountdownAction): FuseCountdownState | null {
  const r = fuseCountdownModule.apply(s, a);
  return r.ok ? r.state : null;
}

const isStack = (id: string) => cardById(id)?.config === 'stack';

/** Answers whatever the table asks with its first option. */
function settle(s: FuseCountdownState, moves: FuseCountdownAction[]): FuseCountdownState {
  for (let guard = 0; s.pending && guard < 10; guard++) {
    const p = s.pending;
    const a: FuseCountdownAction = p.kind === 'roll-six' ? { type: 'roll-six' } : { type: 'decide', seat: p.seat, option: p.options[0]! };
    const next = apply(s, a);
    if (!next) break;
    moves.push(a);
    s = next;
  }
  return s;
}

/** Every way to share the turn's dice (placements, with a finished bomb defused at once), ending in Done. */
function* shares(s: FuseCountdownState, moves: FuseCountdownAction[], depth: number): Generator<[FuseCountdownState, FuseCountdownAction[]]> {
  if (s.phase !== 'distribute' || depth > 6) {
    yield [s, moves];
    return;
  }
  const done = apply(s, { type: 'done' });
  if (done) yield [settle(done, [...moves, { type: 'done' }]), [...moves, { type: 'done' }]];
  const seen = new Set<string>();
  for (const p of legalPlacements(s)) {
    // Stacks are placed foot first; any order of two dice on one card is the same share.
    const key = `${p.seat}:${p.die}:${p.card}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const a: FuseCountdownAction = { type: 'place', seat: p.seat, die: p.die, card: p.card, cell: p.cell };
    let next = apply(s, a);
    if (!next) continue;
    const after = [...moves, a];
    for (const card of defusableCards(next, p.seat)) {
      const d: FuseCountdownAction = { type: 'defuse', seat: p.seat, card };
      const defused = apply(next, d);
      if (defused) {
        after.push(d);
        next = settle(defused, after);
      }
    }
    yield* shares(next, after, depth + 1);
  }
}

for (let seed = from; seed < from + count; seed++) {
  const dealt = fuseCountdownModule.start(setup, seed);
  const stackSeat = dealt.seats.findIndex((st) => st.bombs.some((b) => isStack(b.card)));
  const deckTop = dealt.bombDeck[0] ?? '';
  const effect = fuseById(deckTop)?.effect;
  if (stackSeat < 0 || (effect !== 'return-matching' && effect !== 'all-draw-spark')) continue;
  let s = apply(dealt, { type: 'start' })!;
  s = apply(s, { type: 'roll' })!;
  const changes: (FuseCountdownAction | null)[] = [null];
  for (const r of s.rolled) for (const colour of COLOURS) if (!r.colours.includes(colour)) changes.push({ type: 'change-colour', die: r.die, colour });
  for (const r of s.rolled) for (const number of FACES) if (r.face !== number) changes.push({ type: 'change-number', die: r.die, number });
  let found = 0;
  for (const change of changes) {
    const changed = change ? apply(s, change) : s;
    if (!changed) continue;
    for (const [end, moves] of shares(changed, change ? [change] : [], 0)) {
      const codes = end.log.filter((e) => e.turn === 1).map((e) => e.code);
      const stackFoot = moves.some((m) => m.type === 'place' && isStack(m.card) && m.cell === 0);
      const want = [change !== null, stackFoot, codes.includes('bomb-defused'), codes.includes('replacement-taken'), codes.includes('fuse-activated'), (effect === 'all-draw-spark' || codes.includes('die-returned-to-bag')), codes.includes('spark-drawn')];
      // The leader's change must matter: the same moves without it are refused somewhere.
      const matters = () => moves.slice(1).reduce<FuseCountdownState | null>((at, m) => (at ? apply(at, m) : null), s) === null;
      if (want.every(Boolean) && end.outcome === null && matters()) {
        console.log(seed, 'stack seat', stackSeat, 'fuse', deckTop, JSON.stringify(moves));
        if (++found >= 2) break;
      }
    }
    if (found >= 2) break;
  }
}
