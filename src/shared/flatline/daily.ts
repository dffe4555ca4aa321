import { PLAYER_COLOURS } from '../players';
import type { DailyBlock, DailySetting } from '../daily/daily-block';
import { PATIENTS_DEALT } from './data/board';
import { FLATLINE_LEVELS, METER_SIDES, type FlatlineLevel, type FlatlineSetup, type MeterSide } from './setup';

/** People at the table: 1 plays two colours (solitaire). */
const seatsFor = (players: number): number => (players === 1 ? 2 : players);

/**
 * FLATLINE's daily deal (docs/daily-deal.md): one a day for each player count, level and meter side,
 * always on the rulebook's 60-second countdown, so every line of a setting was played on the same clock.
 * Its line says the patients treated and the rounds played (a countdown is a round's, not the game's).
 */
export const FLATLINE_DAILY: DailyBlock<FlatlineSetup> = {
  fields: [
    { key: 'players', values: ['1', '2', '3', '4', '5'] },
    { key: 'level', values: FLATLINE_LEVELS },
    { key: 'meter', values: METER_SIDES },
  ],
  usual: { players: '1', level: 'standard', meter: 'standard' },
  setup(setting, names) {
    const players = Number(setting.players);
    const solitaire = players === 1;
    const seats = Array.from({ length: seatsFor(players) }, (_, seat) => ({
      name: names[solitaire ? 0 : seat] ?? `Player ${seat + 1}`,
      colour: PLAYER_COLOURS[seat]!,
    }));
    return { seats, solitaire, level: setting.level as FlatlineLevel, meterSide: setting.meter as MeterSide, timerSeconds: 60 };
  },
  settingOf: (setup): DailySetting => ({
    players: String(setup.solitaire ? 1 : setup.seats.length),
    level: setup.level,
    meter: setup.meterSide,
  }),
  lineFields: [
    { key: 'treated', form: 'count' },
    { key: 'rounds', form: 'count' },
  ],
  lineResult: (result) => ({
    outcome: result.outcome,
    values: { treated: Number(result.details.patientsTreated ?? 0), rounds: result.rounds },
  }),
  impossible(setting, { outcome, values }) {
    const dealt = PATIENTS_DEALT[seatsFor(Number(setting.players))]?.[setting.level as FlatlineLevel] ?? 0;
    const treated = values.treated ?? 0;
    if (treated > dealt) return { field: 'treated', why: 'max', limit: dealt };
    // A game is won when its last patient is treated, and only then.
    if (outcome === 'won' && treated < dealt) return { field: 'treated', why: 'won', limit: dealt };
    if (outcome === 'lost' && treated === dealt) return { field: 'treated', why: 'lost', limit: dealt - 1 };
    if ((values.rounds ?? 0) < 1) return { field: 'rounds', why: 'min', limit: 1 };
    return null;
  },
};
