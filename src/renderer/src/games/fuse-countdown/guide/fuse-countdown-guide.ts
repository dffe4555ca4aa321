// FUSE: Countdown's guided first game on the table (docs/guided-game.md): the guide's rules (shared/
// fuse-countdown/guide.ts) with their words, the place each line sits at, and the rings of the move
// each suggests; and, when a group of three takes it together, each seat's line on its own device.
import type { GameDetailOf } from '@shared/games';
import { FUSE_COUNTDOWN_GUIDE, GROUP_DEAL, GUIDED_DEAL, firstGameSetup, groupSetup, guidedSetup, stackOf, together, type FuseGuideRule } from '@shared/fuse-countdown/guide';
import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import { fuseCountdownOwnerOf } from '@shared/fuse-countdown/owner';
import type { GuideStep, SeatGuideView, TableGuideBlock } from '../../../lib/table-game';
import { actionMarks } from '../hint-view';
import { refusalText } from '../board/board-text';

type Game = GameDetailOf<'fuse-countdown'>;
type Translate = (key: string, params?: Record<string, string | number>) => string;

const testId = (id: string) => `[data-testid="${id}"]`;
const cardSpot = (card: string | undefined) => (card ? `[data-spot="card-${card}"]` : null);
/** The card a turn-one log entry of `code` names (the first of `seat`'s, when given). */
const loggedCard = (game: Game, code: string, seat?: number): string | undefined => {
  const card = game.state.log.find((e) => e.code === code && e.turn === 1 && (seat === undefined || e.params.seat === seat))?.params.card;
  return typeof card === 'string' ? card : undefined;
};

/** Where each step's line sits (null: beside the board as a whole), read from the table as it stands. */
const SPOTS: Record<string, (game: Game, suggested: FuseCountdownAction | null) => string | null> = {
  welcome: () => testId('fc-tray'),
  bombs: () => '[data-spot="seat-0"]',
  start: () => testId('fc-start'),
  roll: () => testId('fc-roll'),
  dice: () => testId('fc-tray'),
  // A group's ability is the leader's first of two dice: the line sits at the card it goes on.
  ability: (game, move) => (together(game.state) ? cardSpot(move?.type === 'place' ? move.card : undefined) : testId('fc-ability')),
  refused: (game) => cardSpot(stackOf(game.state)?.card),
  stack: (game) => cardSpot(stackOf(game.state)?.card),
  share: (_, move) => cardSpot(move?.type === 'place' ? move.card : undefined),
  // A group's full bomb waits for Done: the line sits at the bomb, Done rung beside it.
  defuse: (game, move) => cardSpot(move?.type === 'defuse' ? move.card : move?.type === 'done' ? loggedCard(game, 'die-placed', game.state.leader) : undefined),
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

/** The steps whose words a group reads in its own version (its deal, three seats); the others' words fit both. */
const GROUP_WORDS = new Set(['welcome', 'roll', 'dice', 'ability', 'refused', 'stack', 'share', 'defuse', 'fuse', 'done', 'spark', 'turn-over']);

/**
 * The steps whose move a group's phone reads in fewer words than the main screen (which explains the
 * rule): on a 360×640 phone the line and the place it rings are in sight together.
 */
const PHONE_WORDS = new Set(['refused', 'defuse']);

/** A step's words, the group's where its table is a group's. */
const wordsOf = (rule: FuseGuideRule, game: Game, t: Translate): string =>
  t(together(game.state) && GROUP_WORDS.has(rule.id) ? `fuse-countdown.learn.group.${rule.id}` : `fuse-countdown.learn.${rule.id}`, params(game));

/** Who makes a suggested move, by the game's own owner rule: a seat's, or (Start, Done) anyone at the table. */
function whose(game: Game, action: FuseCountdownAction): number | 'anyone' {
  const owner = fuseCountdownOwnerOf(game.state.leader, action);
  return typeof owner === 'object' ? owner.seat : 'anyone';
}

/**
 * A step on one seat's device, when a group takes the guide together: the seat whose move it is does
 * it (its words and rings, as at the main screen); Start and Done are anyone's; the others watch that
 * seat's move. The refusal the guide shows is tried on the stack's seat's device.
 */
function seatViewOf(rule: FuseGuideRule, game: Game, seat: number, t: Translate): SeatGuideView {
  const words = wordsOf(rule, game, t);
  const move = together(game.state) && PHONE_WORDS.has(rule.id) ? t(`fuse-countdown.learn.group.phone.${rule.id}`) : words;
  // One person's guide opened to devices: its steps are read there, and every move made at the main
  // screen (its refusal is heard only there).
  if (!together(game.state)) return { text: words, acts: false, marks: [] };
  const suggested = rule.suggest?.(game.state, game.legalPlaces) ?? null;
  if (!suggested) return { text: rule.suggest ? `${words} ${t('fuse-countdown.learn.group.stuck')}` : words, acts: false, marks: [] };
  const who = whose(game, suggested);
  if (who === 'anyone') return { text: `${t('fuse-countdown.learn.group.anyone')} ${move}`, acts: true, marks: marksOf(suggested) };
  if (who === seat) return { text: move, acts: true, marks: marksOf(suggested) };
  return { text: t('fuse-countdown.learn.group.other', { name: game.seats[who]?.name ?? '' }), acts: false, marks: [], watch: true };
}

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
      // A group tries the refused move on the stack's seat's phone, whose refusal the main screen never
      // hears of: there nothing is rung (its seat is played from the phone), and Go on is offered at once.
      const triedElsewhere = rule.refusal === true && together(game.state) && suggested !== null;
      return {
        text: wordsOf(rule, game, t) + (stuck ? ` ${t('fuse-countdown.learn.stuck')}` : ''),
        spot: SPOTS[rule.id]?.(game, suggested) ?? null,
        marks: suggested && !triedElsewhere ? marksOf(suggested) : [],
        stuck: stuck || triedElsewhere,
      };
    },
    seatView: (game, seat, t) => seatViewOf(rule, game, seat, t),
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
  // A group at their own devices: three seats, invited from the table's menu.
  group: (t) => ({
    kind: 'fuse-countdown',
    setup: groupSetup([...names(t), t('fuse-countdown.learn.seat.green')]),
    seed: GROUP_DEAL,
    title: t('learn.title', { game: t('app.games.fuse-countdown') }),
    guided: true,
  }),
  // A first real game: the same seats (one person's two, or the group's three) at Training, roles dealt, the printed clock, the lit slots on.
  firstGame: (t, group = false) => ({ kind: 'fuse-countdown', setup: firstGameSetup(group ? [...names(t), t('fuse-countdown.learn.seat.green')] : names(t)) }),
  isGroup: (seats) => together({ seats: Array.from({ length: seats }) }),
  steps: FUSE_COUNTDOWN_GUIDE.map(stepOf),
  // The rolled dice, the turn's buttons and the questions asked of a seat: whatever the step, the player needs them in view.
  keepClear: ['[data-rolled]', testId('fc-start'), testId('fc-roll'), testId('fc-done'), testId('fc-replacement-ask'), '[data-testid^="fc-ask-"]'],
};
