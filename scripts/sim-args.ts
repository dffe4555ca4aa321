/** The option reading shared by `npm run sim`'s games (sim-flatline-args.ts, sim-fuse-countdown.ts) and the odds study. */

/**
 * Reads `argv` option by option: `take(arg, need)` handles one option (calling `need()` for its value)
 * and says whether it knew it; an option nobody knows, or one left without its value, is an error.
 */
export function readOptions(argv: readonly string[], take: (arg: string, need: () => string) => boolean): void {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = argv[i + 1];
    const need = () => {
      if (value === undefined) throw new Error(`${arg} needs a value`);
      i++;
      return value;
    };
    if (!take(arg, need)) throw new Error(`unknown option ${arg}`);
  }
}

/** `--games` is a positive whole number. */
export function checkGames(games: number): void {
  if (!Number.isInteger(games) || games < 1) throw new Error('--games takes a positive whole number');
}

/** `--player`: who plays every seat, the reference bot (the balance yardstick, the default) or the strong player. */
export function parsePlayer(value: string): 'reference' | 'strong' {
  if (value === 'reference' || value === 'strong') return value;
  throw new Error(`--player takes reference or strong (got ${JSON.stringify(value)})`);
}
