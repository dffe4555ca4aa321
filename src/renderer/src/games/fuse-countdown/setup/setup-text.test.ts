import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/fuse-countdown/records.json';
import it_ from '../../../locales/it/fuse-countdown/records.json';
import enLog from '../../../locales/en/fuse-countdown/log.json';
import enStats from '../../../locales/en/fuse-countdown/stats.json';
import { clockText, levelText, setupSummary } from './setup-text';
import { fuseCountdownStatsLabels } from '../records/stats-text';

/** A small stand-in for i18next: dotted keys, {{name}}, and `_one` when count is 1. */
function translator(tree: Record<string, unknown>) {
  const find = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return (key: string, params: Record<string, string | number> = {}) => {
    const text = (params.count === 1 && typeof find(`${key}_one`) === 'string' ? find(`${key}_one`) : find(key)) as string | undefined;
    if (typeof text !== 'string') return key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
  };
}
const t = translator({ 'fuse-countdown': { records: en, log: enLog, stats: enStats } });
const tIt = translator({ 'fuse-countdown': { records: it_ } });
const seats = [{ name: 'A', colour: 'red' as const }, { name: 'B', colour: 'blue' as const }];

describe("FUSE: Countdown's settings in words", () => {
  it('says players, level with its fuse cards, and clock in one line', () => {
    expect(setupSummary({ seats, level: 'expert', fuses: null, clockMinutes: 10, clockFitted: false }, t)).toBe('2 players · Expert with 3 fuse cards · 10 minutes (printed)');
    expect(setupSummary({ seats, level: 'expert', fuses: null, clockMinutes: 11.5, clockFitted: true }, t)).toBe('2 players · Expert with 3 fuse cards · Fitted to the table: 11:30');
    expect(setupSummary({ seats: seats.slice(0, 1), level: 'heroic', fuses: 1, clockMinutes: null, clockFitted: false }, t)).toBe('1 player · Heroic with 1 fuse card · Untimed');
    expect(setupSummary({ seats, level: 'training', fuses: null, clockMinutes: 20, clockFitted: false }, tIt)).toBe('2 giocatori · Principiante · Calmo: 20 minuti');
  });

  it('names clocks and campaign missions', () => {
    expect(clockText({ clockMinutes: 15, clockFitted: false }, t)).toBe('Relaxed: 15 minutes');
    expect(clockText({ clockMinutes: 8, clockFitted: true }, tIt)).toBe('Adattato al tavolo: 8:00');
    expect(clockText({ clockMinutes: 10, clockFitted: false }, tIt)).toBe('10 minuti (del regolamento)');
    expect(levelText('standard', 0, t)).toBe('Standard');
    expect(levelText('elite', 7, t)).toBe('Elite with 7 fuse cards');
    expect(clockText({ clockMinutes: null, clockFitted: false }, t)).toBe('Untimed');
  });

  it('names the clock played when a fitted clock followed the devices, never another setting', () => {
    expect(clockText({ clockMinutes: 10.5, clockFitted: true }, t, 420_000)).toBe('Fitted to the table: 7:00');
    expect(setupSummary({ seats, level: 'expert', fuses: null, clockMinutes: 11.5, clockFitted: true }, tIt, 570_000)).toBe('2 giocatori · Esperto con 3 Carte Miccia · Adattato al tavolo: 9:30');
    expect(clockText({ clockMinutes: 10, clockFitted: false }, t, 600_000)).toBe('10 minutes (printed)');
  });

  it('labels its statistics: fuse cards, roles, time left in seconds, best-score settings', () => {
    const s = fuseCountdownStatsLabels;
    expect(s.dimensionTitle('roles', t)).toBe('Win rate by role in the team');
    expect(s.dimensionValue('roles', 'explosives-instructor', t)).toBe('Explosives Instructor');
    expect(s.dimensionValue('fuses', '0', t)).toBe('No fuse cards');
    expect(s.dimensionValue('fuses', '6', t)).toBe('6 fuse cards');
    expect(s.averageValue?.('timeLeftMs', 95_000)).toBe(95);
    expect(s.levelValue?.('heroic', t)).toBe('Heroic');
    expect(s.timerValue?.('1200', t)).toBe('Calm: 20 minutes');
    expect(s.timerValue?.('fitted', t)).toBe('Fitted to the table');
    expect(s.playersValue?.('1', t)).toBe('1 player');
    expect(
      s.settingText?.({ kind: 'fuse-countdown', level: 'elite', players: 3, timer: '600', setting: { fuses: '5' }, score: 40, games: 2, gameId: 'g', finishedAt: '' }, t),
    ).toBe('3 players · Elite with 5 fuse cards · 10 minutes (printed)');
  });
});
