import { z } from 'zod';
import type { InvitationStatus } from './invitations-api';
import { COMPANION_ACTS, companionIdSchema, type CompanionView } from './companion';
import { COMPANION_SCHEMAS, GAME_KINDS, type GameKind } from './game-registry';

const startOf = <K extends GameKind>(kind: K) => z.object({ kind: z.literal(kind), clock: COMPANION_SCHEMAS[kind].clock }).strict();
type StartSchema = { [K in GameKind]: ReturnType<typeof startOf<K>> }[GameKind];
type ResultSchema = { [K in GameKind]: (typeof COMPANION_SCHEMAS)[K]['result'] }[GameKind];

/** Payload schemas of the companion's methods (docs/companion.md). */
export const companionInputSchemas = {
  /** A companion clock for a table playing the physical game; it replaces one still open. */
  startCompanion: z.discriminatedUnion('kind', GAME_KINDS.map((kind) => startOf(kind) as StartSchema) as unknown as [StartSchema, ...StartSchema[]]),
  /** The companion clock open now, or null. */
  getCompanion: z.object({}).strict(),
  /** What the players press: go on, pause, resume, end the game, close the companion. */
  companionAct: z.object({ id: companionIdSchema, act: z.enum(COMPANION_ACTS) }).strict(),
  /** Shows the open companion's clock on phones: invitations (join code, QR code) to it, closing any to a game. */
  openCompanionInvitations: z.object({ id: companionIdSchema }).strict(),
  /** The result form: a finished game of the physical box, into history and statistics (marked as such). */
  recordCompanion: z
    .object({
      companionId: companionIdSchema.optional(),
      result: z.discriminatedUnion('kind', GAME_KINDS.map((kind) => COMPANION_SCHEMAS[kind].result) as unknown as [ResultSchema, ...ResultSchema[]]),
    })
    .strict(),
} as const;

export type CompanionResultInput = z.input<(typeof companionInputSchemas)['recordCompanion']>['result'];

export interface CompanionResults {
  startCompanion: CompanionView;
  getCompanion: CompanionView | null;
  companionAct: CompanionView | null;
  openCompanionInvitations: InvitationStatus;
  /** The recorded game's id (its result is in history). */
  recordCompanion: { gameId: string };
}
