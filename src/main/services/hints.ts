import type { HintAnswer, ShownHint } from '@shared/hints-api';
import type { GameKind } from '@shared/games';
import type { Store } from '../store/store';
import type { GameService } from './game-service';
import { ServiceError } from './service-error';

/** What a hint needs of the application: its games, its store, and the seats played from devices now. */
export interface HintsDeps {
  games: () => GameService;
  store: () => Store;
  deviceSeats: (id: string) => number[];
}

/**
 * The worlds a hint samples are drawn from where the game stands (its version) and who asks, never
 * from the game's seed: the seed decides the dice to come, and a hint must not know them.
 */
const hintSeed = (version: number, seats: readonly number[]): number => (version * 104_729 + seats.reduce((a, s) => a * 7 + s + 1, 0) * 7_919 + 1) | 0;

/**
 * "What would you do?" for one seat (a device asks for its own; the main screen for one of the seats
 * it plays) or, without a seat, for every seat the main screen plays. Worked out by the game's
 * module from the players' view; a hint that suggests something is counted in the game's record.
 *
 * A hint lasts until it is impossible (docs/hints.md): a screen whose hint is out after someone else's
 * act sends it back (`shown`). Still one of these seats' (or the table's) and accepted by the rules as
 * the game stands, it is kept (not counted again); otherwise a new one is worked out in its place.
 */
export function askHint(deps: HintsDeps, id: string, seat: number | undefined, fromDevice = false, shown?: ShownHint): HintAnswer {
  const { record, state, module } = deps.games().live(id);
  if (record.status !== 'in-progress') {
    throw new ServiceError({ code: 'game-finished', message: 'This game is over: there is nothing left to suggest.', params: { id, status: record.status } });
  }
  if (record.paused) throw new ServiceError({ code: 'game-paused', message: 'This game is paused: continue it to ask for a hint.', params: { id } });
  if (!module.advice) throw new ServiceError({ code: 'no-hints', message: 'This game offers no hints.', params: { kind: record.kind } });
  const count = module.seats(record.setup).length;
  const onDevices = fromDevice ? [] : deps.deviceSeats(id);
  const bots = record.bots?.seats ?? [];
  if (seat !== undefined && seat >= count) throw new ServiceError({ code: 'no-such-seat', message: `This game has no seat ${seat + 1}.`, params: { seat } });
  if (seat !== undefined && onDevices.includes(seat)) {
    throw new ServiceError({ code: 'seat-played-from-device', message: `Seat ${seat + 1} is played from a device: its hints are asked there.`, params: { seat } });
  }
  if (seat !== undefined && bots.includes(seat)) {
    throw new ServiceError({ code: 'seat-played-by-bot', message: `A bot plays seat ${seat + 1}: hints are for the people at the table.`, params: { seat } });
  }
  // Without a seat: the seats people play at this screen (never a device's, never a bot's), and the table's questions.
  const seats = seat !== undefined ? [seat] : Array.from({ length: count }, (_, s) => s).filter((s) => !onDevices.includes(s) && !bots.includes(s));
  const version = record.actionCount;
  const kind = record.kind as GameKind;
  if (shown && shown.kind !== kind) {
    throw new ServiceError({ code: 'wrong-game-kind', message: `This game is ${kind}, not ${shown.kind}.`, params: { id, kind } });
  }
  if (shown) {
    const owner = module.ownerOf(state, shown.action);
    const theirs = owner === 'table' || (owner === 'main-screen' && !fromDevice) || (typeof owner === 'object' && seats.includes(owner.seat));
    // The rules' own check, on a copy: nothing is applied.
    if (theirs && module.applyChecked(state, shown.action).ok) return { id, kind, version, seats, kept: true };
  }
  const advice = module.advice.advise(module.view(state), seats, hintSeed(version, seats));
  if (advice.action !== null) deps.store().games.addHintShown(id);
  return { id, kind, version, seats, action: advice.action, why: advice.why } as HintAnswer;
}
