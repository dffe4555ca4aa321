import type { ResultDetails } from './game-module';

/**
 * The house rule "Take back a misplaced die" in a finished game's records (docs/take-back.md), the same
 * for every game that offers it: `takeBack` is 'on' when the table chose the rule (absent otherwise, as
 * in every game recorded before the rule), `takenBack` how many dice were taken back. Statistics break
 * win rates down by `takeBack` and keep the best scores of games that chose it apart (a setting detail).
 */
export const TAKE_BACK_DETAIL = 'takeBack';

/** A finished game's take-back details, from its setup's choice and its log's lines. */
export function takeBackDetails(chosen: boolean | undefined, log: readonly { code: string }[]): ResultDetails {
  if (!chosen) return {};
  return { [TAKE_BACK_DETAIL]: 'on', takenBack: log.filter((entry) => entry.code === 'die-taken-back').length };
}

/** What a finished game's details say of the rule: null when the table did not choose it. */
export function takeBackRecord(details: ResultDetails): { takenBack: number } | null {
  if (details[TAKE_BACK_DETAIL] !== 'on') return null;
  return { takenBack: typeof details.takenBack === 'number' ? details.takenBack : 0 };
}
