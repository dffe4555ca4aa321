import { describe, expect, it } from 'vitest';
import { parseFlatlineArgs } from './sim-flatline-args';

describe('sim (FLATLINE) options', () => {
  it('refuses --table with the reason: FLATLINE’s sims play untimed, so where the players sit changes nothing', () => {
    expect(() => parseFlatlineArgs(['--games', '5', '--table', 'devices'])).toThrow(
      "--table is for --game fuse-countdown: FLATLINE's sims play untimed, so one screen or devices changes nothing in them",
    );
    expect(() => parseFlatlineArgs(['--table', 'one-screen'])).toThrow('--table is for --game fuse-countdown');
    expect(parseFlatlineArgs(['--games', '5', '--players', '3'])).toMatchObject({ games: 5, players: [3] });
  });
});
