// A FLATLINE hint on the board: the die and the space it goes to, the answer to a question, the
// card or button to press, and its one line in the players' language. Pure: tested without a browser.
import type { GameDetailOf } from '@shared/games';
import type { HintOf } from '@shared/hints-api';
import type { HintShown } from '../../lib/table-game';
import { spaceKey } from './board/board-model';
import { cardName, seatName, type Translator } from './board/board-text';

const quoted = (value: string) => value.replace(/["\\]/g, '\\$&');
const attr = (name: string, value: string) => `[${name}="${quoted(value)}"]`;

/** Where a placement goes, in words: a patient's line, a card, a recharging station. */
function whereText(tr: Translator, game: GameDetailOf<'flatline'>, params: Record<string, string | number>): string {
  if (params.target === 'line') {
    const patient = game.state.patients[Number(params.slot) - 1];
    return tr.t('flatline.board.target.line', { line: params.line ?? 1, patient: patient ? cardName(tr, patient.card) : '' });
  }
  if (params.target === 'station') return tr.t('flatline.board.target.station', { station: params.station ?? 1 });
  return cardName(tr, String(params.card ?? ''));
}

const CONFIRM_REROLL = '[data-testid="confirm-reroll"]';

/**
 * A re-roll's steps, as the board takes them. Its own die on the track: the dice it re-rolls lit at
 * once (whichever goes on the track, the others are re-rolled: the same re-roll), then the track's
 * space (a device's Re-roll), then in the prompt, which starts with every one of the seat's dice
 * ticked, each die kept in hand to untick, then Re-roll. Another player's die: that die, the space,
 * the seat whose dice roll, Re-roll. A free re-roll: the seat's free re-roll, the dice kept, Re-roll.
 */
function rerollSteps(game: GameDetailOf<'flatline'>, action: Extract<HintOf<'flatline'>['action'], { type: 'reroll' }>): string[] {
  const kept = game.state.dice
    .filter((d) => d.seat === action.seat && d.at.kind === 'tray' && d.id !== action.sacrifice && !action.dice.includes(d.id))
    .map((d) => attr('data-reroll-die', d.id));
  if (!action.sacrifice) return [attr('data-free-reroll', String(action.seat)), ...kept, CONFIRM_REROLL];
  const space = '[data-testid="reroll-space"], [data-testid="seat-reroll"]';
  if (action.sacrifice.startsWith(`s${action.seat}d`)) return [[action.sacrifice, ...action.dice].map((die) => attr('data-die', die)).join(', '), space, ...kept, CONFIRM_REROLL];
  return [attr('data-die', action.sacrifice), space, attr('data-reroll-seat', String(action.seat)), ...kept, CONFIRM_REROLL];
}

export function flatlineHintView(tr: Translator, game: GameDetailOf<'flatline'>, hint: HintOf<'flatline'>): HintShown {
  const { action, why } = hint;
  const params = { ...why.params };
  if (action?.type === 'place') params.where = whereText(tr, game, why.params);
  if (action?.type === 'use-triage') params.card = cardName(tr, action.card);
  if (action?.type === 'reroll') {
    params.player = seatName(game.seats, action.seat, tr);
    if (typeof params.giver === 'number') params.giver = seatName(game.seats, params.giver, tr);
  }
  const text = tr.t(why.key, { ...params, count: Number(params.left ?? params.count ?? 0) });
  return { text, targets: action ? actionMarks(game, action) : [] };
}

/** The board elements a suggested action is taken with, in order (a hint's rings, the guided game's too). */
export function actionMarks(game: GameDetailOf<'flatline'>, action: NonNullable<HintOf<'flatline'>['action']>): string[] {
  switch (action.type) {
    case 'place':
      return [attr('data-die', action.die), attr('data-space', spaceKey(action.target, action.space))];
    case 'decide':
      // The place on the board and the question's list answer alike: one step.
      return [`${attr('data-choice', action.option)}, ${attr('data-option', action.option)}`];
    case 'use-triage':
      return [`${attr('data-triage', action.card)} button.use`];
    case 'reroll':
      return rerollSteps(game, action);
    case 'done':
      // The main screen's Done, or a device's own.
      return ['[data-testid="done"], [data-testid="seat-done"]'];
    case 'advance':
      return ['[data-testid="carry-on"], [data-testid="start-countdown"]'];
    default:
      return [];
  }
}
