import { PLAYER_COLOURS } from '../players';
import type { DailyBlock, DailySetting } from '../daily/daily-block';
import { BOMB_DECK_SIZE, COUNTDOWN_LEVELS, DEFAULT_FUSES, PRINTED_CLOCK_MINUTES, type CountdownLevel, type FuseCountdownSetup } from './setup';
import { SPARK_IDS } from './data';

/** The most points one bomb card is worth (the 6-point bombs). */
const MOST_BOMB_POINTS = 6;

/** The highest score a setting's cards could give: a saved ship, its whole clock left, every card defused. */
function mostPoints(setting: DailySetting, won: boolean): number {
  const level = setting.level as CountdownLevel;
  const bombs = BOMB_DECK_SIZE[Number(setting.players)]?.[level] ?? 0;
  const cards = bombs * MOST_BOMB_POINTS + 2 * SPARK_IDS.length + 2 * DEFAULT_FUSES[level];
  return won ? 10 + (PRINTED_CLOCK_MINUTES * 60) / 10 + cards : cards;
}

/**
 * FUSE: Countdown's daily deal (docs/daily-deal.md): one a day for each player count and level, with
 * the level's usual fuse cards and roles dealt, on the rulebook's printed 10:00 (the same on every
 * installation and version, where a fitted clock follows the table and its tuning). Its line says
 * the score and the time left.
 */
export const FUSE_COUNTDOWN_DAILY: DailyBlock<FuseCountdownSetup> = {
  fields: [
    { key: 'players', values: ['1', '2', '3', '4'] },
    { key: 'level', values: COUNTDOWN_LEVELS },
  ],
  usual: { players: '1', level: 'standard' },
  setup: (setting, names) => ({
    seats: Array.from({ length: Number(setting.players) }, (_, seat) => ({ name: names[seat] ?? `Player ${seat + 1}`, colour: PLAYER_COLOURS[seat]! })),
    level: setting.level as CountdownLevel,
    fuses: null,
    clockMinutes: PRINTED_CLOCK_MINUTES,
    clockFitted: false,
    roles: 'dealt',
    firstLeader: 0,
    assist: true,
  }),
  settingOf: (setup) => ({ players: String(setup.seats.length), level: setup.level }),
  lineFields: [
    { key: 'score', form: 'count' },
    { key: 'left', form: 'clock' },
  ],
  lineResult: (result) => {
    const leftMs = result.details.timeLeftMs;
    return { outcome: result.outcome, values: { score: result.score ?? 0, left: typeof leftMs === 'number' ? Math.floor(leftMs / 1000) : 0 } };
  },
  impossible(setting, { outcome, values }) {
    const score = values.score ?? 0;
    const left = values.left ?? 0;
    const clock = PRINTED_CLOCK_MINUTES * 60;
    if (left > clock) return { field: 'left', why: 'max', limit: clock };
    const most = mostPoints(setting, outcome === 'won');
    if (score > most) return { field: 'score', why: outcome === 'won' ? 'max' : 'lost', limit: most };
    // A saved ship scores 10, and a point for every full 10 seconds left.
    const least = 10 + Math.floor(left / 10);
    if (outcome === 'won' && score < least) return { field: 'score', why: 'won', limit: least };
    return null;
  },
};
