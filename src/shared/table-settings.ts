import { z } from 'zod';

/**
 * The host's settings for every table it runs, as the services need them: the pace at which a game
 * shows what it did by itself, which also sets how long a wait declared by a game lasts (a FLATLINE
 * triage window). The main screen sends them (`setTableSettings`); until it does, the defaults hold.
 */
export const TABLE_PACES = ['slow', 'normal', 'fast'] as const;
export type TablePace = (typeof TABLE_PACES)[number];

/**
 * `pauseOnDrop`: a device's event socket dropping while its game's countdown runs pauses the game
 * (off by default: the main screen shows the drop and the clock runs on). A field left out keeps
 * what the host had.
 */
export const tableSettingsSchema = z.object({ pace: z.enum(TABLE_PACES), pauseOnDrop: z.boolean().optional() }).strict();
export type TableSettings = z.infer<typeof tableSettingsSchema>;

export const DEFAULT_TABLE_SETTINGS: TableSettings = { pace: 'normal', pauseOnDrop: false };
