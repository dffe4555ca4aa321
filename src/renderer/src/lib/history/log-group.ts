/** One heading of a finished game's log (a round, a turn) and its lines in words. */
export interface LogGroup {
  key: number;
  heading: string;
  lines: string[];
}
