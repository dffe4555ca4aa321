import type { FlatlineSetup } from '../../shared/flatline/setup';
import type { FlatlineState } from '../../shared/flatline/state';
import type { GameRecord, ResultRecord } from '../store/store';

const count = (state: FlatlineState, code: string): number => (state.log ?? []).filter((entry) => entry.code === code).length;

/**
 * What a finished game adds to history and statistics, read once from its final state: emergencies (stat cards too)
 * cleared and re-rolls used are counted from the game's log, stat cards failed are the X area.
 */
export function gameResult(record: GameRecord, state: FlatlineState): ResultRecord {
  const setup = record.setup as FlatlineSetup;
  const finishedAt = record.finishedAt ?? record.updatedAt;
  return {
    gameId: record.id,
    kind: record.kind,
    level: setup.level,
    meterSide: setup.meterSide,
    players: setup.solitaire ? 1 : setup.seats.length,
    solitaire: setup.solitaire,
    timer: setup.timerSeconds === null ? 'untimed' : String(setup.timerSeconds),
    won: record.status === 'won',
    lossCause: record.status === 'won' ? null : (state.lossCause ?? null),
    rounds: record.round,
    patientsTreated: state.patientsTreated?.length ?? 0,
    emergenciesCleared: count(state, 'emergency-cleared') + count(state, 'stat-cleared'),
    statFailed: state.xArea?.length ?? 0,
    rerollsUsed: count(state, 'dice-rerolled'),
    startedAt: record.createdAt,
    finishedAt,
    durationMs: Math.max(0, Date.parse(finishedAt) - Date.parse(record.createdAt)),
  };
}
