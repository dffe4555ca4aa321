import { z } from 'zod';
import { gameIdSchema, type GameDetail } from './games';
import { profileIdSchema } from './profiles';
import { GAME_FILE_MAX_CHARS, type ExportedGame } from './saves';
import type { DealSource, ReplayFileEntry, SameDeal } from './replay-files';

/** A replay file's id in the table of opened files. */
export const replayFileIdSchema = z.string().regex(/^f-[0-9a-zA-Z-]{1,64}$/, 'a replay file id is f- and letters, digits or dashes');

/** A finished game of the player's own, or a friend's file opened here. */
const dealSourceSchema = z
  .object({ game: gameIdSchema.optional(), file: replayFileIdSchema.optional() })
  .strict()
  .refine((source) => (source.game === undefined) !== (source.file === undefined), 'name either a finished game (game) or a replay file (file), not both')
  .transform((source): DealSource => (source.game !== undefined ? { game: source.game } : { file: source.file! }));

/** "Play this deal": the deal's source, and who sits at each seat (a profile id, or null: the name the seat had). */
const playDealSchema = z
  .object({ game: gameIdSchema.optional(), file: replayFileIdSchema.optional(), profiles: z.array(profileIdSchema.nullable()).max(5).optional() })
  .strict()
  .refine((input) => (input.game === undefined) !== (input.file === undefined), 'name either a finished game (game) or a replay file (file), not both')
  .transform((input): { source: DealSource; profiles: (string | null)[] } => ({
    source: input.game !== undefined ? { game: input.game } : { file: input.file! },
    profiles: input.profiles ?? [],
  }));

/** Payload schemas of the replay-file methods (docs/replay-files.md). */
export const replayFilesInputSchemas = {
  /** A finished game as a replay file (its export file, named `*.fusereplay`). */
  exportReplay: z.object({ id: gameIdSchema }).strict(),
  /** A replay file's text, checked like an import and kept apart from the player's games. */
  openReplayFile: z.object({ text: z.string().min(1, 'the file is empty').max(GAME_FILE_MAX_CHARS, 'the file is too large to be a replay file') }).strict(),
  listReplayFiles: z.object({}).strict(),
  /** Forgets a friend's file opened here (the player's own games are not touched). */
  deleteReplayFile: z.object({ fileId: replayFileIdSchema }).strict(),
  /** Every result on the deal of a finished game or of a friend's file. */
  sameDeal: dealSourceSchema,
  /** A new game on the same deal and setting, with the player's profiles in the seats chosen. */
  playDeal: playDealSchema,
} as const;

export interface ReplayFilesResults {
  exportReplay: ExportedGame;
  openReplayFile: ReplayFileEntry;
  listReplayFiles: ReplayFileEntry[];
  deleteReplayFile: { fileId: string };
  sameDeal: SameDeal;
  playDeal: GameDetail;
}
