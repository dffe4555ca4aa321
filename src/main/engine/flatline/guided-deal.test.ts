import { describe, expect, it } from 'vitest';
import type { FlatlineAction } from '@shared/flatline/actions';
import { flatlineSetupSchema } from '@shared/flatline/setup';
import type { FlatlineState } from '@shared/flatline/state';
import { FLATLINE_GUIDE, GROUP_DEAL, GUIDED_DEAL, groupSetup, guidedSetup } from '@shared/flatline/guide';
import { spotOf } from '@shared/flatline/log-spots';
import { GUIDED_RESOLUTION } from '@shared/flatline/guided-resolution.test-support';
import { flatlineModule } from './index';

/**
 * The guided first game's deal still teaches every move its guide names (docs/guided-game.md):
 * played through the guide's own suggestions, each step the guide waits on is done on this deal, in
 * order, and every step that explains something finds it on the table. An engine change that
 * breaks the guide fails here, not in front of a newcomer.
 */
const setup = flatlineSetupSchema.parse(guidedSetup(['You', 'Second colour']));
/** The group's guided game: three medics, each at their own device. */
const group = flatlineSetupSchema.parse(groupSetup(['Ada', 'Bo', 'Cy']));

function apply(state: FlatlineState, action: FlatlineAction): FlatlineState {
  const result = flatlineModule.apply(state, action);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.refusal.reason}`);
  return result.state;
}

/** What a player does in the lightly guided round two, where no move is suggested: roll, Done, then whatever the table asks. */
function lightMove(s: FlatlineState): FlatlineAction {
  if (s.pending) return { type: 'decide', option: s.pending.options[0]!.id };
  return s.stop === 'countdown' ? { type: 'done' } : { type: 'advance' };
}

/** Plays the guide through; returns each step's id, whether it was shown, and the moves it took. */
function playGuide(dealt = flatlineModule.start(setup, GUIDED_DEAL)): { state: FlatlineState; steps: [string, 'shown' | 'passed', number][] } {
  let state = dealt;
  const steps: [string, 'shown' | 'passed', number][] = [];
  for (const rule of FLATLINE_GUIDE) {
    if (rule.shows && !rule.shows(state)) {
      steps.push([rule.id, 'passed', 0]);
      continue;
    }
    const from = state;
    let moves = 0;
    while (rule.done && !rule.done(state, from)) {
      if (moves++ > 40) throw new Error(`step ${rule.id} is never done`);
      const suggested = rule.light ? lightMove(state) : rule.suggest?.(state, flatlineModule.legalPlaces(state));
      if (rule.light && rule.suggest) expect([null, suggested]).toContainEqual(rule.suggest(state, flatlineModule.legalPlaces(state)));
      if (!suggested) throw new Error(`step ${rule.id} suggests nothing at stop ${state.stop}`);
      state = apply(state, suggested);
    }
    steps.push([rule.id, 'shown', moves]);
  }
  return { state, steps };
}

describe("FLATLINE's guided deal", () => {
  it('shows every step of the guide, each done by the moves it suggests', () => {
    const { steps } = playGuide();
    expect(steps).toEqual([
      ['welcome', 'shown', 0],
      ['round-guide', 'shown', 0],
      ['power', 'shown', 0],
      ['dial', 'shown', 0],
      ['emergency', 'shown', 0],
      ['roll', 'shown', 1],
      ['line-one', 'shown', 2],
      ['line-two', 'shown', 3],
      ['line-all', 'shown', 2],
      ['stat-card', 'shown', 2],
      ['reroll', 'shown', 1],
      ['done', 'shown', 1],
      ['triage-use', 'shown', 1],
      ['triage-line', 'shown', 1],
      ['round-two', 'shown', 0],
      ['round-two-roll', 'shown', 1],
      ['round-two-play', 'shown', 1],
      ['round-two-resolution', 'passed', 0],
      ['finished', 'shown', 0],
    ]);
  });

  it('teaches on the table what its lines say: the lines filled, the triage card kept and used, the emergency activated', () => {
    const { state } = playGuide();
    const codes = (round: number) => state.log.filter((e) => e.round === round).map((e) => e.code);
    expect(codes(1)).toEqual(expect.arrayContaining(['medic-dice-rolled', 'die-sacrificed', 'dice-rerolled', 'stat-cleared', 'triage-card-gained', 'triage-used', 'line-cleared', 'patient-treated', 'dial-turned']));
    expect(codes(2)).toEqual(expect.arrayContaining(['cube-removed', 'emergency-revealed', 'emergency-dice-rolled', 'slot-activated', 'countdown-started', 'countdown-ended']));
    expect(state.log.find((e) => e.code === 'slot-activated' && e.round === 2)?.params).toEqual({ slot: 2, row: 1, card: 'escalation' });
    // The guide ends in round three, the game still on: a newcomer never loses the guided game.
    expect([state.round, state.outcome]).toEqual([3, 'in-progress']);
  });

  it('lights, from Done to round two, 19 steps, and the guide explains them at 9 stops', () => {
    // The board lights each log line that has a place (log-spots.ts); the guide stands on the last
    // step of each thing the table did and explains it whole there (■ below), while the board plays
    // the steps before it at the table's pace (games/flatline/guide/resolution-stops.ts, whose test
    // finds the same stops on this log; resolution-words.ts has the words of each).
    const { state } = playGuide();
    const start = state.log.findIndex((e) => e.code === 'countdown-ended');
    const planning = state.log.findIndex((e) => e.code === 'medic-dice-rolled' && e.round === 2);
    const lit = state.log.slice(start, planning).filter((e) => spotOf(e) !== undefined).map((e) => `${e.code}@${spotOf(e)}`);
    expect(lit).toEqual([
      'stat-cleared@stat-area',
      'triage-card-gained@triage-area', // ■ the stat card solved and kept as a triage card
      'triage-used@triage-area', // the player's own press, taught by the guide's step: passes
      'line-cleared@line:0:1',
      'line-cleared@line:0:2',
      'patient-treated@patient:0',
      'trigger-fired@trigger:0:0', // ■ the patient's lines cleared, the patient treated, its trigger
      'patient-arrived@patient:0', // ■ the next patient in its bed
      'dial-turned@dial', // ■
      'cube-removed@meter',
      'emergencies-to-reveal@meter', // ■ a power cube lost, and how many emergencies come
      'emergency-revealed@emergency:1:1',
      'emergency-revealed@emergency:1:3', // ■ both emergencies revealed
      'emergency-dice-rolled@emergency-dice',
      'slot-activated@emergency:1:2', // ■ the emergency dice and the slot they wake
      'escalation-pending@emergency-area',
      'emergency-dice-rerolled@emergency-dice',
      'slot-activated@emergency:1:1', // ■ Escalation's re-roll and the slot it wakes
      'dial-turned@dial', // ■ Foiled Plans turns the dial
    ]);
    // The log the guide's stops and words are tested on is this one.
    expect(state.log.slice(start, planning).map(({ code, params }) => ({ code, params }))).toEqual(GUIDED_RESOLUTION.map(({ code, params }) => ({ code, params })));
  });

  it("a group's deal (three medics) shows the same steps, each done by the moves the guide suggests, and teaches the same things", () => {
    const { steps, state } = playGuide(flatlineModule.start(group, GROUP_DEAL));
    expect(steps.map(([id, shown]) => `${id}:${shown}`)).toEqual(playGuide().steps.map(([id, shown]) => `${id}:${shown}`));
    const codes = (round: number) => state.log.filter((e) => e.round === round).map((e) => e.code);
    expect(codes(1)).toEqual(expect.arrayContaining(['medic-dice-rolled', 'die-sacrificed', 'dice-rerolled', 'stat-cleared', 'triage-card-gained', 'triage-used', 'line-cleared', 'patient-treated', 'dial-turned']));
    expect(codes(2)).toEqual(expect.arrayContaining(['cube-removed', 'slot-activated']));
    expect([state.round, state.outcome]).toEqual([3, 'in-progress']);
  });

  it('passes over the triage steps when no triage card came (the stat card left empty)', () => {
    let state = apply(flatlineModule.start(setup, GUIDED_DEAL), { type: 'advance' });
    state = apply(state, { type: 'done' });
    while (state.stop !== 'planning') state = apply(state, lightMove(state));
    const shown = FLATLINE_GUIDE.filter((rule) => rule.id.startsWith('triage')).map((rule) => rule.shows?.(state));
    expect(shown).toEqual([false, false]);
  });
});
