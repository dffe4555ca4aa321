import type { TargetRef } from '@shared/flatline/state';
import type { FlatlineView } from '@shared/flatline/view';

/** A placement the shared rules allowed, sent to the host and not yet answered. */
export interface ProvisionalPlacement {
  die: string;
  target: TargetRef;
  space: number;
}

/**
 * The picture while the host takes a placement: the die already on its space. Only a placement the
 * engine's own rules allowed on this very state is drawn this way (the host then applies the same
 * rules to the same state), so the die shows in the frame after the click instead of after the round
 * trip and the save. A delivery in which the die has left the tray is the host's word and wins.
 */
export function withProvisional(state: FlatlineView, placing: ProvisionalPlacement | null): FlatlineView {
  if (!placing) return state;
  const die = state.dice.find((d) => d.id === placing.die);
  if (!die || die.at.kind !== 'tray') return state;
  return { ...state, dice: state.dice.map((d) => (d === die ? { ...d, at: { kind: 'space', target: placing.target, space: placing.space } } : d)) };
}
