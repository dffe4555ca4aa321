/**
 * Looks for a FLATLINE deal for a group's guided game (three medics, each at their own device;
 * docs/guided-game.md): plays each seed through the guide's own suggestions with three seats and
 * prints the seeds on which every step is shown and done (only round two's resolution may be passed
 * over, as on the one-person deal). Run: npx tsx scripts/find-flatline-group-deal.ts [from] [count]
 */
import { flatlineModule } from '../src/main/engine/flatline';
import { flatlineSetupSchema } from '../src/shared/flatline/setup';
import { FLATLINE_GUIDE, groupSetup } from '../src/shared/flatline/guide';
import type { FlatlineAction } from '../src/shared/flatline/actions';
import type { FlatlineState } from '../src/shared/flatline/state';

const setup = flatlineSetupSchema.parse(groupSetup(['A', 'B', 'C']));
const from = Number(process.argv[2] ?? 1);
const count = Number(process.argv[3] ?? 2000);

/** Round two's light guidance suggests nothing: roll, Done, then the table's questions. */
const lightMove = (s: FlatlineState): FlatlineAction =>
  s.pending ? { type: 'decide', option: s.pending.options[0]!.id } : s.stop === 'countdown' ? { type: 'done' } : { type: 'advance' };

/** The steps passed over on this deal, or null when a step cannot be done. */
function passedOn(seed: number): string[] | null {
  let s = flatlineModule.start(setup, seed);
  const passed: string[] = [];
  for (const rule of FLATLINE_GUIDE) {
    if (rule.shows && !rule.shows(s)) {
      passed.push(rule.id);
      continue;
    }
    const started = s;
    for (let moves = 0; rule.done && !rule.done(s, started); moves++) {
      const action = rule.light ? lightMove(s) : rule.suggest?.(s, flatlineModule.legalPlaces(s));
      if (!action || moves > 40) return null;
      const result = flatlineModule.apply(s, action);
      if (!result.ok) return null;
      s = result.state;
    }
  }
  return passed;
}

for (let seed = from; seed < from + count; seed++) {
  const passed = passedOn(seed);
  if (passed && passed.every((id) => id === 'round-two-resolution')) console.log(seed);
}
