/**
 * Looks for a FLATLINE deal on which the guided game's first round shows every move the guide
 * teaches (docs/guided-game.md): prints the seeds that fit, best first. Run: npx tsx scripts/find-flatline-guided-deal.ts [from] [count]
 */
import { flatlineModule } from '../src/main/engine/flatline';
import { greedyAction } from '../src/main/engine/flatline/bot/greedy';
import { flatlineSetupSchema } from '../src/shared/flatline/setup';
import { PATIENT_CARDS } from '../src/shared/flatline/data/patient-cards';
import { checkTriageUse } from '../src/shared/flatline/rules/triage-check';
import type { FlatlineState } from '../src/shared/flatline/state';

const setup = flatlineSetupSchema.parse({
  seats: [{ name: 'A', colour: 'red' }, { name: 'B', colour: 'blue' }],
  solitaire: true, level: 'training', timerSeconds: 60,
});
const from = Number(process.argv[2] ?? 1);
const count = Number(process.argv[3] ?? 500);
const whoOf = (s: FlatlineState, slot: number, line: number) => PATIENT_CARDS.find((c) => c.id === s.patients[slot]?.card)?.lines[line]?.who;
for (let seed = from; seed < from + count; seed++) {
  let s = flatlineModule.start(setup, seed);
  const seen = new Set<string>();
  for (let i = 0; i < 400 && s.outcome === 'in-progress' && s.round <= 2; i++) {
    const a = greedyAction(s);
    const r = flatlineModule.apply(s, a);
    if (!r.ok) break;
    const before = s;
    s = r.state;
    const tag = `r${before.round}`;
    if (a.type === 'place' && a.target.kind === 'line') seen.add(`${tag}:line-${whoOf(before, a.target.slot, a.target.line)}`);
    if (a.type === 'place' && a.target.kind === 'card') seen.add(`${tag}:card-${before.statArea.includes(a.target.card) ? 'stat' : 'emergency'}`);
    if (a.type === 'place' && a.target.kind === 'station') seen.add(`${tag}:station`);
    if (a.type !== 'place') seen.add(`${tag}:${a.type}`);
    for (const e of s.log.slice(before.log.length)) seen.add(`${tag}:${e.code}`);
    for (const c of s.triageArea) if (checkTriageUse(s, c) === null) seen.add(`r${s.round}:usable-${c}@${s.stop}`);
  }
  const want = ['r1:slot-activated', 'r1:line-two', 'r1:line-all', 'r1:reroll', 'r1:card-stat', 'r1:triage-card-gained', 'r1:line-cleared'];
  const got = want.filter((w) => seen.has(w));
  if (got.length === want.length) console.log(seed, [...seen].filter((x) => x.includes('usable')).join(' '), s.round, s.outcome);
}
