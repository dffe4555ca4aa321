import { COUNTDOWN_LEVELS, DEFAULT_FUSES, usesFuseCards, type CountdownLevel } from '@shared/fuse-countdown/setup';
import { COUNTDOWN_COMPANION_CLOCKS } from '@shared/fuse-countdown/companion';
import { fittedClockMinutes } from '@shared/fuse-countdown/fitted-clock';
import type { CompanionField, TableCompanionBlock } from '../../lib/table-game';
import { clockFace } from './setup/setup-text';

type Translate = (key: string, params?: Record<string, string | number>) => string;
const R = 'fuse-countdown.records';

const levelOf = (values: Record<string, unknown>): CountdownLevel =>
  (COUNTDOWN_LEVELS as readonly unknown[]).includes(values.level) ? (values.level as CountdownLevel) : 'standard';
const playersOf = (values: Record<string, unknown>): number => Math.min(4, Math.max(1, Number(values.players) || 2));

/** The clock a companion runs, in words: around the box every player places their own dice, so a fitted clock is the one for parallel hands. */
const clockWords = (clock: string, players: number, level: CountdownLevel, t: Translate): string =>
  clock === 'fitted' ? t(`${R}.fittedClock`, { time: clockFace(fittedClockMinutes(players, level, 'devices')) }) : t(`${R}.clocks.${Number(clock) * 60}`);

const levelField: CompanionField = {
  key: 'level',
  label: (t) => t('fuse-countdown.new-game.level'),
  kind: 'choice',
  options: COUNTDOWN_LEVELS.map((level) => ({ value: level, label: (t) => t(`${R}.levels.${level}`) })),
};

const clockField = (values: Record<string, unknown>): CompanionField => ({
  key: 'clock',
  label: (t) => t('fuse-countdown.new-game.clock'),
  kind: 'choice',
  options: COUNTDOWN_COMPANION_CLOCKS.map((clock) => ({ value: clock, label: (t) => clockWords(clock, playersOf(values), levelOf(values), t) })),
});

/** FUSE: Countdown's companion for the box: one clock (fitted, printed or slower), and its result's own fields. */
export const fuseCountdownCompanion: TableCompanionBlock = {
  clockFields: (values) => [
    { key: 'players', label: (t) => t('fuse-countdown.companion.players'), kind: 'choice', options: [1, 2, 3, 4].map((n) => ({ value: n, label: (t) => t('fuse-countdown.new-game.playerCount', { count: n }) })) },
    levelField,
    clockField(values),
  ],
  clockDefaults: { clock: 'fitted', players: 2, level: 'standard' },
  resultFields: (values) => [
    levelField,
    { key: 'fuses', label: (t) => t('fuse-countdown.new-game.fuses'), kind: 'number', min: 0, max: 10 },
    clockField({ ...values, players: Array.isArray(values.players) ? values.players.length : values.players }),
    { key: 'score', label: (t) => t('fuse-countdown.end.score'), kind: 'number', min: 0, max: 999 },
  ],
  resultDefaults: (clock) => ({ level: levelOf(clock), fuses: DEFAULT_FUSES[levelOf(clock)], clock: clock.clock ?? 'fitted', score: 0 }),
  invalid: (key, values, t) =>
    key === 'fuses'
      ? usesFuseCards(levelOf(values))
        ? t('fuse-countdown.companion.invalid.fusesFromExpert')
        : t('fuse-countdown.companion.invalid.noFuses')
      : t(`fuse-countdown.companion.invalid.${key}`),
  clockText: (clock, t) => clockWords(String(clock.clock ?? 'fitted'), playersOf(clock), levelOf(clock), t),
};
