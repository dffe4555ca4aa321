// FUSE: Countdown's log entries as lines in the players' language: the one builder of them, for
// the history page, the board's news line and the table shell's log drawer (board/log-lines.ts adds
// the board spots). Pure: the translation functions come in, so tests run without i18next.
import type { LogEntry } from '@shared/fuse-countdown/log';
import { dieColours } from '@shared/fuse-countdown/components';
import { fuseById } from '@shared/fuse-countdown';
import { cardById } from '@shared/fuse-countdown/data';
import type { Seat } from '@shared/players';
import { fuseText } from '../board/board-text';
import { slotName } from '../pieces/slot-name';

export interface Translator {
  t(key: string, params?: Record<string, string | number>): string;
  has(key: string): boolean;
}

type Params = Record<string, string | number>;

const L = 'fuse-countdown.log';
/** Params that count something, so a line's plural form follows them. */
const COUNTED = ['points', 'left'] as const;

const word = (tr: Translator, group: string, value: string): string => (tr.has(`${L}.${group}.${value}`) ? tr.t(`${L}.${group}.${value}`) : value);

export const seatName = (seats: readonly Seat[], seat: number): string => seats[seat]?.name ?? `#${seat + 1}`;

/** "red", "red/blue" in words: each colour named, a split die's halves joined. */
export function colourName(tr: Translator, colours: string): string {
  return colours
    .split('/')
    .filter(Boolean)
    .map((c) => word(tr, 'colour', c))
    .join('/');
}

/** A die in words: "Red 4" with a face, "red die" without; `shown` is what it counted as, when it differs from its own colours. */
export function dieName(tr: Translator, die: string, face?: number, shown?: string): string {
  const colours = shown ?? dieColours(die).join('/');
  const name = colours ? colourName(tr, colours) : die;
  return face === undefined ? tr.t(`${L}.die`, { colour: name }) : tr.t(`${L}.dieFace`, { colour: name, face });
}

/** "d01:4 d22:2" (as the engine logs a roll) in words: "Red 4, Blue/Black 2". */
export function diceList(tr: Translator, dice: string): string {
  return dice
    .split(' ')
    .filter(Boolean)
    .map((token) => {
      const [id = '', face] = token.split(':');
      return dieName(tr, id, face === undefined ? undefined : Number(face));
    })
    .join(', ');
}

/**
 * A card as the players see it, never by its id (no number is printed on a card): a bomb by its
 * points and shape ("the 4-point bomb", "the 5-point bomb (Wall)"), a spark or a fuse card by its kind.
 */
export function cardName(tr: Translator, id: string): string {
  const match = /^(bomb|spark|fuse)-(\d+)$/.exec(id);
  if (!match) return id;
  if (match[1] !== 'bomb') return tr.t(`${L}.card.${match[1]}`);
  const card = cardById(id);
  if (!card) return id;
  const shape = card.config === 'plain' ? null : tr.t(`fuse-countdown.icons.config.${card.config}`);
  return tr.t(`${L}.card.${shape ? 'bombShaped' : 'bomb'}`, { count: card.points, points: card.points, ...(shape ? { shape } : {}) });
}

/** "bomb-32 spark-05" (as the engine logs locked cards) in words: "the 2-point bomb, a spark". */
export function cardList(tr: Translator, ids: string): string {
  return ids
    .split(' ')
    .filter(Boolean)
    .map((id) => cardName(tr, id))
    .join(', ');
}

const upperFirst = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** One log entry as a readable line; an unknown code falls back to its code and params. */
export function logLine(tr: Translator, entry: LogEntry, seats: readonly Seat[]): string {
  const p = entry.params;
  const out: Params = {};
  for (const [k, v] of Object.entries(p)) out[k] = typeof v === 'boolean' ? String(v) : v;
  // The one number a line counts picks its singular or plural form ("1 point", "2 points").
  for (const key of COUNTED) if (typeof p[key] === 'number' && out.count === undefined) out.count = p[key];
  if (typeof p.seat === 'number') out.player = seatName(seats, p.seat);
  if (typeof p.leader === 'number') out.leader = seatName(seats, p.leader);
  if (typeof p.card === 'string') out.card = cardName(tr, p.card);
  if (typeof p.fuse === 'string') out.fuse = cardName(tr, p.fuse);
  if (typeof p.locked === 'string') out.locked = cardList(tr, p.locked);
  if (typeof p.source === 'string') out.source = p.source.startsWith('fuse-') ? cardName(tr, p.source) : word(tr, 'source', p.source);
  // A fuse card's effect as the card shows it (which colours or numbers go back), else the effect's
  // name; the card's sentence loses its full stop, the line has its own.
  if (typeof p.effect === 'string') out.effect = typeof p.fuse === 'string' && fuseById(p.fuse) ? fuseText(tr, p.fuse).replace(/\.$/, '') : word(tr, 'effect', p.effect);
  if (typeof p.role === 'string') out.role = word(tr, 'role', p.role);
  if (typeof p.level === 'string') out.level = word(tr, 'level', p.level);
  if (typeof p.cause === 'string') out.cause = word(tr, 'cause', p.cause);
  if (typeof p.reason === 'string') out.reason = word(tr, 'cause', p.reason);
  if (typeof p.colour === 'string') out.colour = colourName(tr, p.colour);
  if (typeof p.dice === 'string') out.dice = diceList(tr, p.dice);
  if (typeof p.cell === 'number') out.cell = p.cell + 1;
  // A placement names its slot by what the slot asks for, as the card shows it, never by a number the card does not print.
  const placing = entry.code === 'die-placed' || entry.code === 'die-taken-back';
  if (placing && typeof p.card === 'string' && typeof p.cell === 'number') {
    const card = cardById(p.card);
    if (card?.cells[p.cell]) out.slot = slotName(card, p.cell, (key, params) => tr.t(key, params));
  }
  // The set-up line counts players, bombs and fuse cards: each number with its own singular or plural.
  if (entry.code === 'game-set-up') for (const key of ['players', 'deck', 'fuses'] as const) if (typeof p[key] === 'number') out[key] = tr.t(`${L}.counted.${key}`, { count: p[key] });
  if (typeof p.die === 'string') {
    const face = typeof p.face === 'number' ? p.face : undefined;
    out.die = dieName(tr, p.die, placing ? face : undefined, typeof p.colours === 'string' ? p.colours : undefined);
  }
  let variant = entry.code;
  if (entry.code === 'dice-rolled' && typeof p.colour === 'string') variant = 'dice-rolled-colour';
  if (entry.code === 'dice-rolled' && typeof p.number === 'number') variant = 'dice-rolled-number';
  if (entry.code === 'game-set-up' && p.fuses === 0) variant = 'game-set-up-no-fuses';
  const key = `${L}.line.${variant}`;
  // A line may open with a card's name ("la Bomba da 4 punti …"): it starts with a capital.
  if (tr.has(key)) return upperFirst(tr.t(key, out));
  const detail = Object.entries(out)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  return detail ? `${entry.code} (${detail})` : entry.code;
}

/** The heading a line sits under: "Turn 3". */
export const turnHeading = (tr: Translator, turn: number): string => tr.t(`${L}.turn`, { turn });

export interface TurnLog {
  turn: number;
  entries: LogEntry[];
}

/** A game's log as turns, in order (for the history page). */
export function logByTurn(log: readonly LogEntry[]): TurnLog[] {
  const turns: TurnLog[] = [];
  for (const entry of log) {
    const last = turns[turns.length - 1];
    if (last && last.turn === entry.turn) last.entries.push(entry);
    else turns.push({ turn: entry.turn, entries: [entry] });
  }
  return turns;
}
