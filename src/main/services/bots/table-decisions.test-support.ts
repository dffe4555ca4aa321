// Games stopped at a table decision with bot teammates, as saved-game files (the bots' proposals,
// docs/bots.md): the reference bot plays every seat from a fixed seed up to the first decision the
// whole table answers; the file then seats a person at seat 0 and bots at the others. The services'
// tests and the browser's import them.
import { createHash } from 'node:crypto';
import type { BotSeats } from '@shared/bots';
import { flatlineSetupSchema } from '@shared/flatline/setup';
import { fuseCountdownSetupSchema } from '@shared/fuse-countdown';
import { PLAYER_COLOURS } from '@shared/players';
import { GAME_FILE_FORMAT, GAME_FILE_VERSION, type GameFile } from '@shared/saves';
import type { AnyGameModule } from '../../engine/core/game-module';
import { flatlineModule } from '../../engine/flatline/index';
import { greedyAction as flatlineGreedy } from '../../engine/flatline/bot/greedy';
import { fuseCountdownModule } from '../../engine/fuse-countdown/index';
import { greedyAction as fuseGreedy } from '../../engine/fuse-countdown/bot/greedy';
import { canonicalJson } from '../saves/game-file';

const AT = '2026-11-20T20:00:00.000Z';
const seatsOf = (players: number) => PLAYER_COLOURS.slice(0, players).map((colour, i) => ({ name: i === 0 ? 'Ada' : `Bot ${i + 1}`, colour }));

/** Plays `next` from the start until `stop` holds; the actions taken on the way. */
function playTo<S>(module: AnyGameModule, setup: unknown, seed: number, next: (s: S) => unknown, stop: (s: S) => boolean): { actions: unknown[]; round: number } {
  let s = module.start(setup, seed) as S;
  const actions: unknown[] = [];
  for (let i = 0; i < 600 && !stop(s); i++) {
    const action = next(s);
    const applied = module.apply(s, action);
    if (!applied.ok) throw new Error(`the reference bot was refused: ${applied.refusal.code}`);
    s = applied.state as S;
    actions.push(action);
  }
  if (!stop(s)) throw new Error('no table decision came');
  return { actions, round: module.round(s) };
}

function fileOf(kind: string, title: string, setup: unknown, seed: number, { actions, round }: { actions: unknown[]; round: number }, bots: BotSeats): GameFile {
  const body: Omit<GameFile, 'checksum'> = {
    format: GAME_FILE_FORMAT,
    version: GAME_FILE_VERSION,
    exportedAt: AT,
    game: { kind, title, setup, seed, status: 'in-progress', round, createdAt: AT, updatedAt: AT, finishedAt: null, bots } as GameFile['game'],
    actions: actions.map((action, i) => ({ seq: i + 1, action, at: AT })),
  };
  return { ...body, checksum: createHash('sha256').update(canonicalJson(body)).digest('hex') };
}

/** FLATLINE, Ada and two bots (seed 3): a card asks the table which player loses dice. */
export function flatlineDecisionFile(): GameFile {
  const setup = flatlineSetupSchema.parse({ seats: seatsOf(3), level: 'standard', timerSeconds: 60 });
  const actions = playTo(flatlineModule, setup, 3, flatlineGreedy, (s) => s.pending !== null);
  return fileOf('flatline', 'Bots propose', setup, 3, actions, { seats: [1, 2], pace: 'quick' });
}

/** FUSE: Countdown at Expert, Ada and two bots (seed 2): a fuse card has the table roll for a 6. */
export function fuseCountdownDecisionFile(): GameFile {
  const setup = fuseCountdownSetupSchema.parse({ seats: seatsOf(3), level: 'expert', clockMinutes: 10 });
  const actions = playTo(fuseCountdownModule, setup, 2, fuseGreedy, (s) => s.pending?.kind === 'roll-six');
  return fileOf('fuse-countdown', 'Bots propose', setup, 2, actions, { seats: [1, 2], pace: 'quick' });
}
