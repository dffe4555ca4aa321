import { describe, expect, it } from 'vitest';
import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import { fuseCountdownSetupSchema } from '@shared/fuse-countdown/setup';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { FUSE_COUNTDOWN_GUIDE, GROUP_DEAL, GUIDED_DEAL, groupSetup, guidedSetup } from '@shared/fuse-countdown/guide';
import { fuseCountdownModule } from './index';

/**
 * FUSE: Countdown's guided first game still teaches every move its guide names (docs/guided-game.md):
 * played through the guide's own suggestions, each step the guide waits on is done on this deal, in
 * order, the placement it shows refused is refused by the engine for the stack's order, and every step
 * that explains something finds it on the table. An engine or card change that breaks the guide fails
 * here, not in front of a newcomer. The deal was found by scripts/find-fuse-countdown-guided-deal.ts.
 */
const setup = fuseCountdownSetupSchema.parse(guidedSetup(['You', 'Partner']));
/** The group's guided game: three seats, each at their own device (found by scripts/find-fuse-countdown-group-deal.ts). */
const group = fuseCountdownSetupSchema.parse(groupSetup(['Ada', 'Bo', 'Cy']));

function apply(state: FuseCountdownState, action: FuseCountdownAction): FuseCountdownState {
  const result = fuseCountdownModule.apply(state, action);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.refusal.reason}`);
  return result.state;
}

/** Plays the guide through; returns each step's id, whether it was shown, and the moves it took. */
function playGuide(dealt = fuseCountdownModule.start(setup, GUIDED_DEAL)): { state: FuseCountdownState; steps: [string, 'shown' | 'passed', number][]; refusals: string[]; moves: FuseCountdownAction[] } {
  let state = dealt;
  const steps: [string, 'shown' | 'passed', number][] = [];
  const refusals: string[] = [];
  const made: FuseCountdownAction[] = [];
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
      made.push(suggested);
    }
    steps.push([rule.id, 'shown', moves]);
  }
  return { state, steps, refusals, moves: made };
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

describe("FUSE: Countdown's group deal (three seats, each at their own device)", () => {
  const played = () => playGuide(fuseCountdownModule.start(group, GROUP_DEAL));

  it('shows every step but the one for two seats ending the sharing out, each done by the moves it suggests', () => {
    expect(played().steps).toEqual([
      ['welcome', 'shown', 0],
      ['bombs', 'shown', 0],
      ['start', 'shown', 1],
      ['roll', 'shown', 1],
      ['dice', 'shown', 0],
      ['ability', 'shown', 1],
      ['refused', 'shown', 0],
      ['stack', 'shown', 1],
      ['share', 'shown', 1],
      // With three seats the full bomb waits for the end of the sharing out: this step's move is Done.
      ['defuse', 'shown', 1],
      ['replacement', 'shown', 1],
      ['fuse', 'shown', 0],
      ['done', 'passed', 0],
      ['spark', 'shown', 0],
      ['turn-over', 'shown', 0],
      ['score', 'shown', 0],
      ['finished', 'shown', 0],
    ]);
  });

  it("suggests each seat's own moves: the leader's two dice, the stack's foot at Blue's, the team's Done, the leader's replacement", () => {
    const { moves, refusals } = played();
    expect(moves).toEqual([
      { type: 'start' },
      { type: 'roll' },
      { type: 'place', seat: 0, die: 'd22', card: 'bomb-02', cell: 0 },
      { type: 'place', seat: 1, die: 'd16', card: 'bomb-27', cell: 0 },
      { type: 'place', seat: 0, die: 'd24', card: 'bomb-02', cell: 1 },
      { type: 'done' },
      { type: 'decide', seat: 0, option: 'bomb-18' },
    ]);
    expect(refusals).toEqual(['needs-die-beneath']);
  });

  it("teaches on the table what its lines say: the Logistics Specialist's second die, the bomb defused and replaced, the fuse card taking a die back, the spark", () => {
    const { state } = played();
    const turnOne = state.log.filter((e) => e.turn === 1);
    expect(turnOne.map((e) => e.code)).toEqual([
      'game-set-up',
      'clock-started',
      'turn-started',
      'dice-rolled',
      'die-placed',
      'die-placed',
      'die-placed',
      'distribution-ended',
      'bomb-defused',
      'replacement-taken',
      'fuse-activated',
      'fuse-missed-seat',
      'die-returned-to-bag',
      'fuse-missed-seat',
      'row-refilled',
      'spark-drawn',
    ]);
    // Four dice for three seats (the leader's role brings one more), the leader taking two of them.
    expect(turnOne.find((e) => e.code === 'dice-rolled')?.params.dice).toBe('d22:1 d24:4 d16:1 d13:5');
    expect(turnOne.find((e) => e.code === 'bomb-defused')?.params).toMatchObject({ seat: 0, card: 'bomb-02' });
    expect(turnOne.find((e) => e.code === 'replacement-taken')?.params).toMatchObject({ seat: 0, card: 'bomb-18' });
    // The fuse card takes back the 1 on Blue's stack; Green, who took no die, draws a spark.
    expect(turnOne.find((e) => e.code === 'die-returned-to-bag')?.params).toMatchObject({ seat: 1, die: 'd16', card: 'bomb-27' });
    expect(turnOne.find((e) => e.code === 'spark-drawn')?.params).toMatchObject({ seat: 2 });
    expect(state.stats).toMatchObject({ bombsDefused: 1, bombPoints: 1, fusesActivated: 1, sparksDrawn: 1 });
    // The guide ends at turn two, Blue leading, the game still on.
    expect([state.turn, state.leader, state.phase, state.outcome]).toEqual([2, 1, 'roll', null]);
  });

  it("needs the leader's ability: a seat without it may not take a second die", () => {
    let state = apply(apply(fuseCountdownModule.start(group, GROUP_DEAL), { type: 'start' }), { type: 'roll' });
    state = apply(state, { type: 'place', seat: 1, die: 'd16', card: 'bomb-27', cell: 0 });
    const second = fuseCountdownModule.apply(state, { type: 'place', seat: 1, die: 'd13', card: 'bomb-27', cell: 1 });
    expect(second.ok ? 'taken' : second.refusal.code).toBe('quota-reached');
    expect([state.quotas, state.maxTake]).toEqual([
      [1, 1, 1],
      [2, 1, 1],
    ]);
  });
});
