import { z } from 'zod';
import type { GameDetail } from './games';
import type { GameKind } from './game-registry';
import type { PlayerColour } from './players';
import { apiInputSchemas, type ApiResults } from './api';
import type { BotPace } from './bots';
import { COMPANION_PHONE_ACTS, type CompanionView } from './companion';

/**
 * The guest API: what a device at the table reaches through the guest listener (docs/devices.md).
 * A guest joins with the table's code, claims a seat and gets its token; every later call carries
 * the token and the game, and is checked by the services against both.
 */

/** Join codes: six characters from an alphabet without look-alikes (no I, L, O, 0 or 1). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 6;
export const joinCodeSchema = z
  .string()
  .max(16)
  .transform((code) => code.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-HJKMNP-Z2-9]{6}$/, 'a join code is six letters and digits'));

/** A seat token: 24 random bytes, base64url (192 bits). */
export const seatTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'a seat token is 32 letters, digits, - or _');

const seatIndexSchema = z.number().int().min(0).max(4);

/** A host method's payload object, the token first. */
type WithToken<Shape extends z.ZodRawShape> = z.ZodObject<{ token: typeof seatTokenSchema } & Shape, z.core.$strict>;
const objectWithToken = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>): WithToken<Shape> =>
  z.object({ token: seatTokenSchema, ...schema.shape }).strict() as WithToken<Shape>;

/**
 * A device's call is the host's own call plus the seat's token: its schema is the host's, with the
 * token added (first, so a payload missing both names the token), never a copy. A union (the
 * actions of each game) gets the token in every branch.
 */
export function withToken<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>): WithToken<Shape>;
export function withToken<Option extends z.ZodObject>(
  schema: z.ZodDiscriminatedUnion<Option[]>,
): z.ZodDiscriminatedUnion<WithToken<Option['shape']>[]>;
export function withToken(schema: z.ZodObject | z.ZodDiscriminatedUnion<z.ZodObject[]>): z.ZodType {
  if (schema instanceof z.ZodObject) return objectWithToken(schema);
  const options = schema.options.map((option) => objectWithToken(option));
  return z.discriminatedUnion(schema.def.discriminator, options as unknown as [z.ZodObject, ...z.ZodObject[]]);
}

const host = apiInputSchemas;

export const guestInputSchemas = {
  /** The game invited to, its seats, and who holds them. */
  lobby: z.object({ code: joinCodeSchema }).strict(),
  /** Takes a free seat: answers the seat's token. */
  claimSeat: z.object({ code: joinCodeSchema, seat: seatIndexSchema }).strict(),
  /** Back at the seat (a reload, a phone that slept): the seat and the game. */
  mySeat: z.object({ token: seatTokenSchema }).strict(),
  /** The seat's game, as the players see it. */
  getGame: withToken(host.getGame),
  /** One of the seat's own actions, or one of the table's (the first answer counts): the host's act, checked by each game's own action schema. */
  act: withToken(host.act),
  /** Anyone at a co-operative table may stop it, and continue it. */
  pauseGame: withToken(host.pauseGame),
  resumeGame: withToken(host.resumeGame),
  /** A hint for the token's own seat, never another's (the host's ask without its seat); `shown`: the one on its screen, kept while still possible. */
  askHint: withToken(host.askHint.omit({ seat: true })),
  /** A phone follows the companion's clock (the code's invitation is the companion's): answers its token. */
  joinCompanion: z.object({ code: joinCodeSchema }).strict(),
  /** The companion's clock now, for a companion's token only. */
  getCompanion: withToken(host.getCompanion),
  /** What a phone may press at the companion: go on, pause, resume (never end or close). */
  companionAct: withToken(host.companionAct.extend({ act: z.enum(COMPANION_PHONE_ACTS) })),
} as const;

export type GuestMethod = keyof typeof guestInputSchemas;

/** A seat as the table shows it: who sits there, whether a device plays it, and whether that device is connected. */
export interface SeatStatus {
  seat: number;
  name: string;
  colour: PlayerColour;
  /** Claimed from a device (then played only from it). */
  device: boolean;
  /** A bot plays it: no device may claim it unless the host first makes it a person's seat (docs/bots.md). */
  bot: boolean;
  /** The bot's pace, when a bot plays it (its mark's tip says it). */
  pace?: BotPace;
  /** The device has its event socket open now. */
  connected: boolean;
}

/** A game as a guest sees it: the players' view, without the seed the dice come from. */
export type GuestGame = GameDetail extends infer G ? (G extends GameDetail ? Omit<G, 'seed'> : never) : never;

export interface Lobby {
  id: string;
  kind: GameKind;
  title: string;
  seats: SeatStatus[];
  /** The code is the companion's (`id` is the companion's, no seats): a phone joins it with `joinCompanion`. */
  companion?: true;
}

export interface GuestSeat {
  seat: number;
  game: GuestGame;
}

/** The host's methods a device calls too (with its token): each answers as the host's does, a game as the players' view. */
type SharedWithHost = 'getGame' | 'act' | 'pauseGame' | 'resumeGame' | 'askHint' | 'getCompanion' | 'companionAct';
type AsGuest<T> = T extends GameDetail ? GuestGame : T;

export type GuestResults = { [M in SharedWithHost]: AsGuest<ApiResults[M]> } & {
  lobby: Lobby;
  claimSeat: GuestSeat & { token: string };
  mySeat: GuestSeat;
  joinCompanion: { token: string; companion: CompanionView | null };
};

/** What a guest's event socket receives: its game's changes, and news of its own seat. */
export type GuestEvent =
  | { type: 'gameChanged'; game: GuestGame }
  /** The host moved this device to another seat: the token now plays that one. */
  | { type: 'seatMoved'; seat: number }
  /** The seat was released, or the invitations closed: the token no longer works, the socket closes. */
  | { type: 'seatLost'; code: string; message: string }
  /** The companion's clock changed (a companion's token only), or was closed (null). */
  | { type: 'companionChanged'; companion: CompanionView | null };

/** The guest listener's paths: calls are POST /guest/<method>; pushes come over a WebSocket at /guest/events?token=…. */
export const GUEST_API_PREFIX = '/guest/';
export const GUEST_EVENTS_PATH = '/guest/events';
/** Largest guest request body: an action is a few hundred bytes. */
export const GUEST_MAX_BODY_BYTES = 8 * 1024;
