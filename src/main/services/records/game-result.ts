import { resultOf, type AnyGameModule } from '../../engine/core/game-module';
import type { GameRecord, ResultRecord } from '../../store/store';

/**
 * What a finished game adds to history and statistics: the platform's columns (outcome, cause,
 * times) from its record, the rest from its module's result.
 */
export function gameResult(module: AnyGameModule, record: GameRecord, state: unknown): ResultRecord {
  const finishedAt = record.finishedAt ?? record.updatedAt;
  const outcome = module.outcome(state);
  const entry = resultOf(module, record.setup, state);
  return {
    gameId: record.id,
    kind: record.kind,
    outcome: record.status === 'won' ? 'won' : 'lost',
    cause: record.status === 'won' ? null : (outcome?.cause ?? null),
    startedAt: record.createdAt,
    finishedAt,
    durationMs: Math.max(0, Date.parse(finishedAt) - Date.parse(record.createdAt)),
    players: entry.players,
    solitaire: entry.solitaire,
    timer: entry.timer,
    level: entry.level,
    rounds: entry.rounds,
    score: entry.score,
    details: entry.details,
  };
}
