// A FUSE: Countdown hint on the board: the rolled die and the card slot it goes to, the answer to
// a question, the button to press, and its one line in the players' language. Pure: tested without a browser.
import type { GameDetailOf } from '@shared/games';
import type { HintOf } from '@shared/hints-api';
import { cardById } from '@shared/fuse-countdown';
import type { HintShown } from '../../lib/table-game';
import { colourName, type Translator } from './board/board-text';

const quoted = (value: string) => value.replace(/["\\]/g, '\\$&');
const attr = (name: string, value: string) => `[${name}="${quoted(value)}"]`;
const testId = (id: string) => attr('data-testid', id);

export function fuseCountdownHintView(tr: Translator, game: GameDetailOf<'fuse-countdown'>, hint: HintOf<'fuse-countdown'>): HintShown {
  const { action, why } = hint;
  const params: Record<string, string | number> = { ...why.params, count: Number(why.params.left ?? 0) };
  if (action?.type === 'place' || action?.type === 'defuse') {
    const type = cardById(action.card)?.type ?? 'bomb';
    params.card = tr.t(`fuse-countdown.cards.kind.${type}`);
    params.seat = game.seats[action.seat]?.name ?? '';
  }
  if (action?.type === 'decide') params.seat = game.seats[action.seat]?.name ?? '';
  // The table waits for a seat: a bot's is never named (hints are for the people; docs/bots.md).
  const waitingFor = why.key.endsWith('.waiting') ? Number(why.params.seat) - 1 : null;
  if (waitingFor !== null) params.seat = game.seats[waitingFor]?.name ?? '';
  const botWaits = waitingFor !== null && (game.bots?.seats.includes(waitingFor) ?? false);
  const text = tr.t(botWaits ? `${why.key}-bot` : why.key, params);
  const targets = action ? actionMarks(action) : [];
  // A colour change says which colour, beside its die and button.
  return { text: action?.type === 'change-colour' ? `${text} (${colourName(tr, action.colour)})` : text, targets };
}

/** The board elements a suggested action is taken with, in order (a hint's rings, the guided game's too). */
export function actionMarks(action: NonNullable<HintOf<'fuse-countdown'>['action']>): string[] {
  switch (action.type) {
    case 'place':
      return [attr('data-rolled', action.die), attr('data-key', `${action.card}#${action.cell}`)];
    case 'decide':
      return [attr('data-option', action.option)];
    case 'defuse':
      return [testId(`fc-defuse-${action.card}`)];
    case 'start':
      return [testId('fc-start')];
    case 'roll':
      return [action.name ? attr('data-name', String('colour' in action.name ? action.name.colour : action.name.number)) : testId('fc-roll')];
    case 'roll-six':
      return [testId('fc-roll-six')];
    case 'done':
      return [testId('fc-done')];
    case 'change-colour':
      return [attr('data-rolled', action.die), testId(`fc-colour-${action.colour}`)];
    case 'change-number':
      return [attr('data-rolled', action.die), testId(`fc-number-${action.number}`)];
    case 'flip':
    case 'reroll':
      return [action.dice.map((die) => attr('data-rolled', die)).join(', '), testId(`fc-${action.type}`)];
    case 'return-die':
      return [attr('data-rolled', action.die), testId('fc-return')];
    default:
      return [];
  }
}
