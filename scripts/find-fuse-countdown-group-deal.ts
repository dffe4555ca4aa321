/**
 * Looks for a FUSE: Countdown deal for a group's guided game (three seats, each at their own device;
 * docs/guided-game.md). With three seats each takes one die a turn, so no bomb is finished in turn one
 * unless the leader is the Logistics Specialist, whose ability lets it take one die more: the group's
 * guide teaches that ability. Keeps the deals with a stack in front of a seat that does not lead and a
 * fuse card on top of the deck that takes a die back, and prints those where, from turn one's roll, the
 * leader finishes a two-slot bomb with two dice, the stack's seat puts a die on its foot (its second
 * slot first refused), and the die left fits none of the third seat's cards; then, once the sharing out
 * ends, the bomb is defused and replaced, the fuse card turned up takes the stack's die back, and the
 * third seat draws a spark. Prints each seed that fits with the turn's moves (the group's deal is the
 * first found). Run: npx tsx scripts/find-fuse-countdown-group-deal.ts [from] [count]
 */
import { fuseCountdownModule } from '../src/main/engine/fuse-countdown';
import { fuseCountdownSetupSchema } from '../src/shared/fuse-countdown/setup';
import { cardById, fuseById } from '../src/shared/fuse-countdown/data';
import { legalPlacements } from '../src/shared/fuse-countdown/rules/queries';
import type { FuseCountdownAction } from '../src/shared/fuse-countdown/actions';
import type { FuseCountdownState } from '../src/shared/fuse-countdown/state';
import { groupSetup } from '../src/shared/fuse-countdown/guide';

const setup = fuseCountdownSetupSchema.parse(groupSetup(['A', 'B', 'C']));
const from = Number(process.argv[2] ?? 1);
const count = Number(process.argv[3] ?? 2000);

function apply(s: FuseCountdownState, a: FuseCountdownAction): FuseCountdownState | null {
  const r = fuseCountdownModule.apply(s, a);
  return r.ok ? r.state : null;
}
const refusalOf = (s: FuseCountdownState, a: FuseCountdownAction): string | null => {
  const r = fuseCountdownModule.apply(s, a);
  return r.ok ? null : r.refusal.code;
};
const isStack = (id: string) => cardById(id)?.config === 'stack';
const place = (seat: number, die: string, card: string, cell: number): FuseCountdownAction => ({ type: 'place', seat, die, card, cell });

/** Answers whatever the table asks with its first option. */
function settle(s: FuseCountdownState): FuseCountdownState {
  for (let guard = 0; s.pending && guard < 10; guard++) {
    const p = s.pending;
    const next = apply(s, p.kind === 'roll-six' ? { type: 'roll-six' } : { type: 'decide', seat: p.seat, option: p.options[0]! });
    if (!next) break;
    s = next;
  }
  return s;
}

/** The turn's moves in the guide's order, when they all happen on this deal; else null. */
function lesson(seed: number): { moves: FuseCountdownAction[]; stackSeat: number; fuse: string } | null {
  const dealt = fuseCountdownModule.start(setup, seed);
  const leader = dealt.leader;
  const stackSeat = dealt.seats.findIndex((st, seat) => seat !== leader && st.bombs.some((b) => isStack(b.card)));
  const third = [0, 1, 2].find((seat) => seat !== leader && seat !== stackSeat)!;
  const fuse = dealt.bombDeck[0] ?? '';
  if (stackSeat < 0 || fuseById(fuse)?.effect !== 'return-matching') return null;
  const stack = dealt.seats[stackSeat]!.bombs.find((b) => isStack(b.card))!.card;
  const rolled = apply(apply(dealt, { type: 'start' })!, { type: 'roll' })!;
  // The leader's two-slot bombs, filled by two of the rolled dice, one slot after the other.
  for (const bomb of rolled.seats[leader]!.bombs.filter((b) => cardById(b.card)?.cells.length === 2)) {
    for (const first of legalPlacements(rolled, leader).filter((p) => p.card === bomb.card)) {
      const a = place(leader, first.die, bomb.card, first.cell);
      const afterA = apply(rolled, a)!;
      for (const foot of legalPlacements(afterA, stackSeat).filter((p) => p.card === stack && p.cell === 0)) {
        const refused = place(stackSeat, foot.die, stack, 1);
        if (refusalOf(afterA, refused) !== 'needs-die-beneath') continue;
        const c = place(stackSeat, foot.die, stack, 0);
        const afterC = apply(afterA, c)!;
        for (const second of legalPlacements(afterC, leader).filter((p) => p.card === bomb.card)) {
          const b = place(leader, second.die, bomb.card, second.cell);
          const afterB = apply(afterC, b)!;
          // The die left fits none of the third seat's cards: the sharing out may end.
          if (legalPlacements(afterB, third).length > 0) continue;
          const done = apply(afterB, { type: 'done' });
          if (!done) continue;
          const end = settle(done);
          const codes = end.log.filter((e) => e.turn === 1).map((e) => e.code);
          const returned = end.log.find((e) => e.code === 'die-returned-to-bag' && e.turn === 1);
          const spark = end.log.find((e) => e.code === 'spark-drawn' && e.turn === 1);
          const want = [codes.includes('bomb-defused'), codes.includes('replacement-taken'), codes.includes('fuse-activated'), returned?.params.card === stack, spark?.params.seat === third, end.outcome === null, end.turn === 2];
          if (want.every(Boolean)) return { moves: [a, refused, c, b, { type: 'done' }], stackSeat, fuse };
        }
      }
    }
  }
  return null;
}

let found = 0;
for (let seed = from; seed < from + count && found < 5; seed++) {
  const fits = lesson(seed);
  if (!fits) continue;
  found++;
  console.log(seed, 'stack seat', fits.stackSeat, 'fuse', fits.fuse, JSON.stringify(fits.moves));
}
