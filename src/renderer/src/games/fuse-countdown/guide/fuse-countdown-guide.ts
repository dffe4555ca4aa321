// FUSE: Countdown's guided first game on the table (docs/guided-game.md): the guide's rules (shared/
// fuse-countdown/guide.ts) with their words, the place each line sits at, and the rings of the move
// each suggests.
import type { GameDetailOf } from '@shared/games';
import { FUSE_COUNTDOWN_GUIDE, GUIDED_DEAL, firstGameSetup, guidedSetup, stackOf, type FuseGuideRule } from '@shared/fuse-countdown/guide';
import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import type { GuideStep, TableGuideBlock } from '../../../lib/table-game';
import { actionMarks } from '../hint-view';
import { refusalText } from '../board/board-text';

type Game = GameDetailOf<'fuse-countdown'>;
type Translate = (key: string, params?: Record<string, string | number>) => string;

const testId = (id: string) => `[data-testid="${id}"]`;
const cardSpot = (card: string | undefined) => (card ? `[data-spot="card-${card}"]` : null);
/** The card a turn-one log entry of `code` names. */
const loggedCard = (game: Game, code: string): string | undefined => {
  const card = game.state.log.find((e) => e.code === code && e.turn === 1)?.params.card;
  return typeof card === 'string' ? card : undefined;
};

/** Where each step's line sits (null: beside the board as a whole), read from the table as it stands. */
const SPOTS: Record<string, (game: Game, suggested: FuseCountdownAction | null) => string | null> = {
  welcome: () => testId('fc-tray'),
  bombs: () => '[data-spot="seat-0"]',
  start: () => testId('fc-start'),
  roll: () => testId('fc-roll'),
  dice: () => testId('fc-tray'),
  ability: () => testId('fc-ability'),
  refused: (game) => cardSpot(stackOf(game.state)?.card),
  stack: (game) => cardSpot(stackOf(game.state)?.card),
  share: (_, move) => cardSpot(move?.type === 'place' ? move.card : undefined),
  defuse: (_, move) => cardSpot(move?.type === 'defuse' ? move.card : undefined),
  replacement: () => testId('fc-row'),
  fuse: () => testId('fc-fuse'),
  done: () => testId('fc-done'),
  spark: (game) => cardSpot(loggedCard(game, 'spark-drawn')),
  'turn-over': (game) => testId(`fc-role-${game.state.leader}`),
  score: () => '[data-spot="score-pile"]',
  finished: () => null,
};

/** The rings of a move: a die the board still holds picked is not rung again (pressing it would let it go). */
const marksOf = (move: FuseCountdownAction): string[] => actionMarks(move).map((mark) => (mark.startsWith('[data-rolled=') ? `${mark}:not([aria-pressed="true"])` : mark));

/** The steps a wrong move can happen at, which say what to try then (the refusal step says why it was refused). */
const RETRIES = new Set(['ability', 'refused', 'stack', 'share', 'done']);

/** The words' numbers: the score so far, for the score's line. */
const params = (game: Game): Record<string, number> => ({ points: game.state.stats.bombPoints, bombs: game.state.stats.bombsDefused });

function stepOf(rule: FuseGuideRule): GuideStep<'fuse-countdown'> {
  return {
    id: rule.id,
    held: rule.held,
    ...(rule.refusal ? { refusal: true, done: () => false } : {}),
    ...(rule.done ? { done: (now: Game, from: Game) => rule.done!(now.state, from.state) } : {}),
    ...(rule.shows ? { shows: (now: Game) => rule.shows!(now.state) } : {}),
    view: (game, t) => {
      const suggested = rule.suggest?.(game.state, game.legalPlaces) ?? null;
      const stuck = rule.suggest !== undefined && suggested === null;
      return {
        text: t(`fuse-countdown.learn.${rule.id}`, params(game)) + (stuck ? ` ${t('fuse-countdown.learn.stuck')}` : ''),
        spot: SPOTS[rule.id]?.(game, suggested) ?? null,
        marks: suggested ? marksOf(suggested) : [],
        stuck,
      };
    },
    ...(RETRIES.has(rule.id) ? { retry: (_game: Game, t: Translate) => t(`fuse-countdown.learn.retry.${rule.id}`) } : {}),
  };
}

const names = (t: Translate): [string, string] => [t('fuse-countdown.learn.seat.red'), t('fuse-countdown.learn.seat.blue')];

export const fuseCountdownGuide: TableGuideBlock<'fuse-countdown'> = {
  refusalText: (refusal, words) => refusalText(words, refusal),
  create: (t) => ({
    kind: 'fuse-countdown',
    setup: guidedSetup(names(t)),
    seed: GUIDED_DEAL,
    title: t('learn.title', { game: t('app.games.fuse-countdown') }),
    guided: true,
  }),
  // A first real game: the same two seats at Training, roles dealt, the printed clock, the lit slots on.
  firstGame: (t) => ({ kind: 'fuse-countdown', setup: firstGameSetup(names(t)) }),
  steps: FUSE_COUNTDOWN_GUIDE.map(stepOf),
  // The rolled dice, the turn's buttons and the questions asked of a seat: whatever the step, the player needs them in view.
  keepClear: ['[data-rolled]', testId('fc-start'), testId('fc-roll'), testId('fc-done'), testId('fc-replacement-ask'), '[data-testid^="fc-ask-"]'],
};
