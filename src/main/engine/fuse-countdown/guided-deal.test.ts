import { describe, expect, it } from 'vitest';
import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import { fuseCountdownSetupSchema } from '@shared/fuse-countdown/setup';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { FUSE_COUNTDOWN_GUIDE, GUIDED_DEAL, guidedSetup } from '@shared/fuse-countdown/guide';
import { fuseCountdownModule } from './index';

/**
 * FUSE: Countdown's guided first game still teaches every move its guide names (docs/guided-game.md):
 * played through the guide's own suggestions, each step the guide waits on is done on this deal, in
 * order, the placement it shows refused is refused by the engine for the stack's order, and every step
 * that explains something finds it on the table. An engine or card change that breaks the guide fails
 * here, not in front of a newcomer. The deal was found by scripts/find-fuse-countdown-guided-deal.ts.
 */
const setup = fuseCountdownSetupSchema.parse(guidedSetup(['You', 'Partner']));

function apply(state: FuseCountdownState, action: FuseCountdownAction): FuseCountdownState {
  const result = fuseCountdownModule.apply(state, action);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.refusal.reason}`);
  return result.state;
}

/** Plays the guide through; returns each step's id, whether it was shown, and the moves it took. */
function playGuide(): { state: FuseCountdownState; steps: [string, 'shown' | 'passed', number][]; refusals: string[] } {
  let state = fuseCountdownModule.start(setup, GUIDED_DEAL);
  const steps: [string, 'shown' | 'passed', number][] = [];
  const refusals: string[] = [];
  for (const rule of FUSE_COUNTDOWN_GUIDE) {
    if (rule.shows && !rule.shows(state)) {
      steps.push([rule.id, 'passed', 0]);
      continue;
    }
    if (rule.refusal) {
      const move = rule.suggest?.(state, fuseCountdownModule.legalPlaces(state));
      if (!move) throw new Error(`step ${rule.id} suggests nothing`);
      const result = fuseCountdownModule.apply(state, move);
      if (result.ok) throw new Error(`step ${rule.id}: the engine took ${JSON.stringify(move)}`);
      refusals.push(result.refusal.code);
      steps.push([rule.id, 'shown', 0]);
      continue;
    }
    const from = state;
    let moves = 0;
    while (rule.done && !rule.done(state, from)) {
      if (moves++ > 10) throw new Error(`step ${rule.id} is never done`);
      const suggested = rule.suggest?.(state, fuseCountdownModule.legalPlaces(state));
      if (!suggested) throw new Error(`step ${rule.id} suggests nothing in phase ${state.phase}`);
      state = apply(state, suggested);
    }
    steps.push([rule.id, 'shown', moves]);
  }
  return { state, steps, refusals };
}

describe("FUSE: Countdown's guided deal", () => {
  it('shows every step of the guide, each done by the moves it suggests', () => {
    const { steps } = playGuide();
    expect(steps).toEqual([
      ['welcome', 'shown', 0],
      ['bombs', 'shown', 0],
      ['start', 'shown', 1],
      ['roll', 'shown', 1],
      ['dice', 'shown', 0],
      ['ability', 'shown', 1],
      ['refused', 'shown', 0],
      ['stack', 'shown', 1],
      ['share', 'shown', 2],
      ['defuse', 'shown', 1],
      ['replacement', 'shown', 1],
      ['fuse', 'shown', 0],
      ['done', 'shown', 1],
      ['spark', 'shown', 0],
      ['turn-over', 'shown', 0],
      ['score', 'shown', 0],
      ['finished', 'shown', 0],
    ]);
  });

  it("shows a placement the engine refuses for the stack's order", () => {
    expect(playGuide().refusals).toEqual(['needs-die-beneath']);
  });

  it('teaches on the table what its lines say: the colour change needed, the bomb replaced, the fuse card taking a die back, the spark', () => {
    const { state } = playGuide();
    const turnOne = state.log.filter((e) => e.turn === 1);
    expect(turnOne.map((e) => e.code)).toEqual([
      'game-set-up',
      'clock-started',
      'turn-started',
      'dice-rolled',
      'die-colour-changed',
      'die-placed',
      'die-placed',
      'die-placed',
      'bomb-defused',
      'replacement-taken',
      'fuse-activated',
      'die-returned-to-bag',
      'fuse-missed-seat',
      'row-refilled',
      'distribution-ended',
      'spark-drawn',
    ]);
    // The fuse card takes back the die on the leader's stack; the leader's seat, one die short, draws a spark.
    expect(turnOne.find((e) => e.code === 'die-returned-to-bag')?.params).toMatchObject({ seat: 0, card: 'bomb-27' });
    expect(turnOne.find((e) => e.code === 'spark-drawn')?.params).toMatchObject({ seat: 0 });
    expect(state.stats).toMatchObject({ bombsDefused: 1, bombPoints: 1, fusesActivated: 1, sparksDrawn: 1 });
    // The guide ends at turn two, the partner leading, the game still on: a newcomer never loses the guided game.
    expect([state.turn, state.leader, state.phase, state.outcome]).toEqual([2, 1, 'roll', null]);
  });

  it("needs the leader's colour change: without it the partner's bomb cannot take both dice", () => {
    let state = apply(apply(fuseCountdownModule.start(setup, GUIDED_DEAL), { type: 'start' }), { type: 'roll' });
    state = apply(state, { type: 'place', seat: 1, die: 'd21', card: 'bomb-01', cell: 1 });
    const result = fuseCountdownModule.apply(state, { type: 'place', seat: 1, die: 'd19', card: 'bomb-01', cell: 0 });
    expect(result.ok ? 'taken' : result.refusal.code).toBe('requirement-colour');
  });
});
