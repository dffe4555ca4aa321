// FLATLINE's guided first game on the table (docs/guided-game.md): the guide's rules (shared/flatline/
// guide.ts) with their words, the place each line sits at, and the rings of the move each suggests.
import type { GameDetailOf } from '@shared/games';
import type { FlatlineAction } from '@shared/flatline/actions';
import { FLATLINE_GUIDE, GROUP_DEAL, GUIDED_DEAL, groupSetup, guidedSetup, type FlatlineGuideRule } from '@shared/flatline/guide';
import type { GuideStep, SeatGuideView, TableGuideBlock } from '../../../lib/table-game';
import { actionMarks } from '../hint-view';
import { cardName, refusalText } from '../board/board-text';
import { explainStep } from './resolution-words';
import { isResolutionStop } from './resolution-stops';

type Game = GameDetailOf<'flatline'>;

const spot = (id: string) => `[data-spot="${id}"]`;

/** Where each step's line sits (null: beside the board as a whole). */
const SPOTS: Record<string, string | null> = {
  welcome: spot('tray:0'),
  'round-guide': '[data-testid="round-step"]',
  power: spot('meter'),
  dial: spot('dial'),
  emergency: spot('emergency-area'),
  roll: '[data-testid="start-countdown"]',
  'line-one': spot('patient:0'),
  'line-two': spot('patient:0'),
  'line-all': spot('patient:0'),
  'stat-card': spot('stat-area'),
  reroll: spot('reroll-track'),
  done: '[data-testid="done"]',
  'triage-use': spot('triage-area'),
  'triage-line': '[data-testid="prompt"]',
  'round-two': '[data-testid="start-countdown"]',
  'round-two-roll': '[data-testid="start-countdown"]',
  'round-two-play': '[data-testid="done"]',
  'round-two-resolution': spot('emergency-area'),
  finished: null,
};

/** The steps a wrong move can happen at, which say what to try then. */
const RETRIES = new Set(['line-one', 'line-two', 'line-all', 'stat-card', 'reroll']);

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** A step's words: a group's welcome says each medic plays their own colour. */
const wordsOf = (rule: FlatlineGuideRule, game: Game, t: Translate): string =>
  t(rule.id === 'welcome' && !game.solitaire ? 'flatline.learn.group.welcome' : `flatline.learn.${rule.id}`);

/** Who makes a suggested move: a die's or a re-roll's seat; Done each seat for itself; the rest anyone at the table. */
function whose(game: Game, action: FlatlineAction): number | 'each' | 'anyone' {
  switch (action.type) {
    case 'place':
      return game.state.dice.find((d) => d.id === action.die)?.seat ?? 'anyone';
    case 'reroll':
      return action.seat;
    case 'done':
      return 'each';
    default:
      return 'anyone';
  }
}

/**
 * A step on one medic's device, when a group takes the guide together: the seat whose die the move
 * takes does it (its words and rings, as at the main screen); everyone says Done for themselves; any
 * of them may roll, use the triage card or answer the table; the others watch that medic's move.
 */
function seatViewOf(rule: FlatlineGuideRule, game: Game, seat: number, t: Translate): SeatGuideView {
  const words = wordsOf(rule, game, t);
  const suggested = rule.suggest?.(game.state, game.legalPlaces) ?? null;
  if (rule.light) return { text: words, acts: true, marks: [] };
  if (!suggested) return { text: rule.suggest ? `${words} ${t('flatline.learn.group.stuck')}` : words, acts: false, marks: [] };
  const who = whose(game, suggested);
  if (who === 'each') return { text: t('flatline.learn.group.done'), acts: true, marks: actionMarks(game, suggested) };
  if (who === 'anyone') return { text: `${t('flatline.learn.group.anyone')} ${words}`, acts: true, marks: actionMarks(game, suggested) };
  if (who === seat) return { text: words, acts: true, marks: actionMarks(game, suggested) };
  return { text: t('flatline.learn.group.other', { name: game.seats[who]?.name ?? '' }), acts: false, marks: [] };
}

function stepOf(rule: FlatlineGuideRule): GuideStep<'flatline'> {
  return {
    id: rule.id,
    held: rule.held,
    ...(rule.light ? { light: true } : {}),
    ...(rule.done ? { done: (now: Game, from: Game) => rule.done!(now.state, from.state) } : {}),
    ...(rule.shows ? { shows: (now: Game) => rule.shows!(now.state) } : {}),
    view: (game, t) => {
      const suggested = rule.suggest?.(game.state, game.legalPlaces) ?? null;
      const stuck = rule.suggest !== undefined && suggested === null && !rule.light;
      return {
        text: wordsOf(rule, game, t) + (stuck ? ` ${t('flatline.learn.stuck')}` : ''),
        spot: SPOTS[rule.id] ?? null,
        marks: suggested ? actionMarks(game, suggested) : [],
        stuck,
      };
    },
    seatView: (game, seat, t) => seatViewOf(rule, game, seat, t),
    ...(RETRIES.has(rule.id) ? { retry: (_game: Game, t: (key: string) => string) => t(`flatline.learn.retry.${rule.id}`) } : {}),
  };
}

export const flatlineGuide: TableGuideBlock<'flatline'> = {
  refusalText: (refusal, words) => refusalText(words, refusal),
  create: (t) => ({
    kind: 'flatline',
    setup: guidedSetup([t('flatline.learn.seat.red'), t('flatline.learn.seat.blue')]),
    seed: GUIDED_DEAL,
    title: t('learn.title', { game: t('app.games.flatline') }),
    guided: true,
  }),
  // A group at their own devices: three medics, three colours, invited from the table's menu.
  group: (t) => ({
    kind: 'flatline',
    setup: groupSetup([t('flatline.learn.seat.red'), t('flatline.learn.seat.blue'), t('flatline.learn.seat.green')]),
    seed: GROUP_DEAL,
    title: t('learn.title', { game: t('app.games.flatline') }),
    guided: true,
  }),
  // A first real game: one person with two colours (or the group's three medics, each at their own
  // device), Training, the standard side, the 60-second countdown.
  firstGame: (t, group = false) => ({
    kind: 'flatline',
    setup: group
      ? groupSetup([t('flatline.learn.seat.red'), t('flatline.learn.seat.blue'), t('flatline.learn.seat.green')])
      : guidedSetup([t('flatline.learn.seat.red'), t('flatline.learn.seat.blue')]),
  }),
  isGroup: (seats) => seats === groupSetup(['', '', '']).seats.length,
  steps: FLATLINE_GUIDE.map(stepOf),
  // Each stop of the board's lit steps while a guided round resolves: what happened and why, at its place.
  explain: (game, step, t) => explainStep(game.state.log, step, t, (card) => cardName({ t, has: (key) => t(key) !== key }, card)),
  // One stop for each thing the table did, where the board lights the last of its steps.
  stops: (game, line) => isResolutionStop(game.state.log, line),
  // Whatever the step, the player's dice stay in view, and so do what the table asks or lets them
  // press now: its prompt (a question, a window), the places a question lights, the triage cards.
  keepClear: ['[data-spot^="tray:"]', '[data-testid="prompt"]', '[data-testid="window-wait"]', '[data-choice]', '[data-spot="triage-area"]'],
};
