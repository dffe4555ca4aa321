import type { GameResult } from '@shared/history';
import { tableGame } from '../games/registry';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The game and how it was set up, in one line ("FLATLINE · Training · Standard side"). */
export const gameAndSetting = (entry: GameResult, t: Translate): string =>
  `${t(tableGame(entry.kind).nameKey)} · ${tableGame(entry.kind).historySettings(entry, t)}`;

/** Won or lost, and why it was lost ("Lost: Time ran out with bombs left"). */
export const outcomeText = (entry: GameResult, t: Translate): string =>
  `${t(`history.outcomes.${entry.outcome}`)}${entry.cause ? `: ${tableGame(entry.kind).causeText(entry.cause, t)}` : ''}`;
