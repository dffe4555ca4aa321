// Where on the board each answer of a decision lies, so the players answer by pressing that place:
// the tray of the player who loses or gains dice, the line that gets or loses a cleared tile, the
// station that takes the cube, the emergency or triage card to discard. The spots are the board's
// own `data-spot` names (src/shared/flatline/log-spots.ts), and `triage:<card>` for a triage card.
// An answer with no place of its own (leave it, turn the dial or not) is answered from the list.
import type { PendingOption } from '@shared/flatline/pending';
import type { FlatlineView } from '@shared/flatline/view';

/** The board place an answer is about, or null. */
export function optionSpot(state: Pick<FlatlineView, 'emergencyArea' | 'triageArea'>, option: PendingOption): string | null {
  if (option.slot !== undefined && option.line !== undefined) return `line:${option.slot}:${option.line}`;
  if (option.station !== undefined) return `station:${option.station}`;
  if (option.seat !== undefined) return `tray:${option.seat}`;
  if (option.card !== undefined) {
    for (const [row, cards] of state.emergencyArea.entries()) {
      const slot = cards.indexOf(option.card);
      if (slot >= 0) return `emergency:${row + 1}:${slot + 1}`;
    }
    if (state.triageArea.includes(option.card)) return `triage:${option.card}`;
  }
  return null;
}

/** The decision's answers by board place; a place two answers share is left to the list. */
export function placeChoices(state: FlatlineView | null): ReadonlyMap<string, PendingOption> {
  const found = new Map<string, PendingOption | null>();
  for (const option of state?.pending?.options ?? []) {
    const spot = optionSpot(state!, option);
    if (spot) found.set(spot, found.has(spot) ? null : option);
  }
  return new Map([...found].filter((entry): entry is [string, PendingOption] => entry[1] !== null));
}
