/**
 * The odds study (docs/odds.md): `npx tsx scripts/odds-study.ts --game flatline|fuse-countdown
 * [--games N] [--seed K] [--out FILE]` plays N seeded games (by default 40 for FLATLINE, 30 for FUSE: Countdown) (seeds K … K + N − 1, the same for every
 * setting; K defaults to 500001, apart from the balance tuning and report seeds) of every setting the
 * game's new-game form can make that changes the odds, all seats played by the strong player as
 * `npm run sim -- --player strong` plays them, and writes the game's odds file
 * (src/shared/<game>/odds.json): per setting the games played and the sorted results of the wins and
 * of the losses (FLATLINE: rounds of a win, patients treated in a loss; FUSE: Countdown: the score).
 * Deterministic: the same options write the same file. Progress and timings go to stderr.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { playGreedyGame } from '../src/main/engine/flatline/bot/play';
import { strongPlayer as flatlineStrong } from '../src/main/engine/flatline/bot/strong-player';
import { playBotGame } from '../src/main/engine/fuse-countdown/bot/play';
import { setupFor } from '../src/main/engine/fuse-countdown/bot/simulate';
import { strongPlayer as countdownStrong } from '../src/main/engine/fuse-countdown/bot/strong-player';
import { result } from '../src/main/engine/fuse-countdown/score';
import { FLATLINE_ODDS_SETTINGS, flatlineOddsKey } from '../src/shared/flatline/odds';
import { flatlineSetupSchema } from '../src/shared/flatline/setup';
import { COUNTDOWN_ODDS_SETTINGS, countdownOddsKey } from '../src/shared/fuse-countdown/odds';
import type { OddsFile, SettingOdds } from '../src/shared/odds';
import { PLAYER_COLOURS } from '../src/shared/players';
import { checkGames, readOptions } from './sim-args';

const GAMES = ['flatline', 'fuse-countdown'] as const;
type Game = (typeof GAMES)[number];
/** Games per setting by default: as many as fit 20 minutes of one core (docs/odds.md, "Measured"). */
const DEFAULT_GAMES: Record<Game, number> = { flatline: 40, 'fuse-countdown': 30 };

export function parseOddsArgs(argv: string[]) {
  const opts = { game: null as Game | null, games: null as number | null, seed: 500001, out: null as string | null };
  readOptions(argv, (arg, need) => {
    if (arg === '--game') {
      const game = need();
      opts.game = GAMES.find((g) => g === game) ?? null;
      if (!opts.game) throw new Error(`--game takes ${GAMES.join(' or ')} (got ${JSON.stringify(game)})`);
    } else if (arg === '--games') opts.games = Number(need());
    else if (arg === '--seed') opts.seed = Number(need());
    else if (arg === '--out') opts.out = need();
    else return false;
    return true;
  });
  if (!opts.game) throw new Error(`--game takes ${GAMES.join(' or ')}`);
  const games = opts.games ?? DEFAULT_GAMES[opts.game];
  checkGames(games);
  if (!Number.isInteger(opts.seed)) throw new Error('--seed takes a whole number');
  return { ...opts, game: opts.game, games };
}

/** One game played by strong players: won or not, and its result. */
type Played = { won: boolean; value: number };

function playFlatline(setting: (typeof FLATLINE_ODDS_SETTINGS)[number], seed: number): Played {
  const solitaire = setting.players === 1;
  const seats = PLAYER_COLOURS.slice(0, solitaire ? 2 : setting.players).map((colour, i) => ({ name: `Bot ${i + 1}`, colour }));
  const setup = flatlineSetupSchema.parse({ seats, solitaire, level: setting.level, meterSide: setting.meter, timerSeconds: null });
  const { state } = playGreedyGame(setup, seed, 5000, flatlineStrong(seed));
  const won = state.outcome === 'won';
  return { won, value: won ? state.round : state.patientsTreated.length };
}

function playCountdown(setting: (typeof COUNTDOWN_ODDS_SETTINGS)[number], seed: number): Played {
  const setup = setupFor(setting.players, setting.level, null, 'dealt', 'fitted', setting.table);
  const { state } = playBotGame(setup, seed, undefined, 20_000, countdownStrong(seed), setting.table);
  return { won: state.outcome?.status === 'won', value: result(state).score };
}

/** Plays one setting's games and keeps the results. */
function study(play: (seed: number) => Played, games: number, firstSeed: number): SettingOdds {
  const won: number[] = [];
  const lost: number[] = [];
  for (let g = 0; g < games; g++) {
    const p = play(firstSeed + g);
    (p.won ? won : lost).push(p.value);
  }
  const up = (a: number, b: number) => a - b;
  return { games, won: won.sort(up), lost: lost.sort(up) };
}

/**
 * The whole study of a game, setting by setting (`only`: these settings' keys alone); `onSetting`
 * hears each one with its milliseconds.
 */
export function oddsStudy(
  game: Game,
  games: number,
  firstSeed: number,
  { onSetting, only }: { onSetting?: (key: string, odds: SettingOdds, ms: number) => void; only?: readonly string[] } = {},
): OddsFile {
  const runs =
    game === 'flatline'
      ? FLATLINE_ODDS_SETTINGS.map((s) => ({ key: flatlineOddsKey(s), play: (seed: number) => playFlatline(s, seed) }))
      : COUNTDOWN_ODDS_SETTINGS.map((s) => ({ key: countdownOddsKey(s), play: (seed: number) => playCountdown(s, seed) }));
  const settings: Record<string, SettingOdds> = {};
  for (const { key, play } of runs.filter((run) => !only || only.includes(run.key))) {
    const started = performance.now();
    settings[key] = study(play, games, firstSeed);
    onSetting?.(key, settings[key], performance.now() - started);
  }
  const results = game === 'flatline' ? { won: 'rounds played', lost: 'patients treated' } : { won: 'score', lost: 'score' };
  return { game, player: 'strong', firstSeed, gamesPerSetting: games, results, settings };
}

/** The file as checked in: one setting a line, so a regenerated file's diff reads setting by setting. */
export function oddsText(file: OddsFile): string {
  const { settings, ...head } = file;
  const lines = Object.entries(settings).map(([key, odds]) => `    ${JSON.stringify(key)}: ${JSON.stringify(odds)}`);
  return `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "settings": {\n${lines.join(',\n')}\n  }\n}\n`;
}

function main(): void {
  let opts: ReturnType<typeof parseOddsArgs>;
  try {
    opts = parseOddsArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`odds-study: ${(error as Error).message}`);
    process.exitCode = 2;
    return;
  }
  const started = performance.now();
  const file = oddsStudy(opts.game, opts.games, opts.seed, {
    onSetting: (key, odds, ms) => console.error(`${key.padEnd(24)} won ${String(odds.won.length).padStart(3)} / ${odds.games}  ${(ms / 1000).toFixed(1)} s`),
  });
  const out = opts.out ?? join(import.meta.dirname, '..', 'src', 'shared', opts.game, 'odds.json');
  writeFileSync(out, oddsText(file));
  console.error(`wrote ${out} in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) main();
