import { PLAYER_COLOURS } from '@shared/players';
import { fittedClockMinutes } from '@shared/fuse-countdown/fitted-clock';
import type { CountdownLevel, FuseCountdownSetup } from '@shared/fuse-countdown/setup';
import type { CountdownCompanionClock, CountdownCompanionResult } from '@shared/fuse-countdown/companion';
import type { CompanionBlock } from '../core/game-module';

/**
 * A companion clock's length in minutes. Around the box every player places their own dice at once,
 * so a fitted clock is the one fitted to parallel hands (the devices' table), not to one screen.
 */
const minutesOf = (clock: CountdownCompanionClock['clock'], players: number, level: CountdownLevel): number =>
  clock === 'fitted' ? fittedClockMinutes(players, level, 'devices') : Number(clock);

/**
 * FUSE: Countdown's companion for the physical box: one countdown from the start to the end of the
 * game (fitted, the printed ten minutes, or slower), and a result with the setting and the score.
 */
export const fuseCountdownCompanion: CompanionBlock<FuseCountdownSetup, CountdownCompanionClock, CountdownCompanionResult> = {
  plan: ({ clock, players, level }) => ({
    limitMs: minutesOf(clock, players, level) * 60_000,
    timer: clock === 'fitted' ? 'fitted' : String(Number(clock) * 60),
    steps: [],
    countdownStep: null,
  }),
  record: (result) => {
    const players = result.players.length;
    const minutes = minutesOf(result.clock, players, result.level);
    const setup: FuseCountdownSetup = {
      seats: result.players.map((p, i) => ({ name: p.name, colour: PLAYER_COLOURS[i]! })),
      level: result.level,
      fuses: result.fuses === 0 ? null : result.fuses,
      clockMinutes: minutes,
      clockFitted: result.clock === 'fitted',
      roles: 'dealt',
      firstLeader: 0,
      assist: false,
    };
    return {
      setup,
      entry: {
        level: result.level,
        timer: result.clock === 'fitted' ? 'fitted' : String(minutes * 60),
        players,
        solitaire: players === 1,
        // The companion does not count the turns played with the box.
        rounds: 0,
        score: result.score,
        // No roles: the box's roles are not asked (an empty list counts under none of them).
        details: { fuses: result.fuses, clockMs: minutes * 60_000, roles: '' },
      },
    };
  },
};
