// What the board's pieces ask of the board: one object handed down, so a space, a tray or a card
// can pick a die, place it, or show a refusal without each owning the game.
import type { FlatlineAction } from '@shared/flatline/actions';
import type { BoardSpace } from './board-model';
import type { PlayerLook } from '../../../lib/table/player-look';

export interface BoardControl {
  /** The die picked for placing, if any. */
  readonly selected: string | null;
  /** Space keys the picked die may go to. */
  readonly legal: ReadonlySet<string>;
  readonly busy: boolean;
  /** Whether the countdown runs (dice may be placed). */
  readonly placing: boolean;
  /** The translated refusal shown at `anchor`, or null. */
  refusalAt(anchor: string): string | null;
  pick(dieId: string | null): void;
  placeOn(space: BoardSpace): void;
  /** Arrow keys on a legal space: go to the next or previous legal space. */
  move(from: string, delta: number): void;
  cancel(): void;
  send(action: FlatlineAction | (() => Promise<unknown>), anchor: string): Promise<boolean>;
  look(seat: number): PlayerLook;
}
