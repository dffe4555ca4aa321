import { dieKind } from '@shared/fuse-countdown/components';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import type { FuseCountdownView } from '@shared/fuse-countdown/view';

export type { FuseCountdownView };

export function view(s: FuseCountdownState): FuseCountdownView {
  const { bombDeck, sparkDeck, boxed, bag, rng: _rng, ...open } = JSON.parse(JSON.stringify(s)) as FuseCountdownState;
  const bagCounts: Record<string, number> = {};
  for (const die of [...bag].sort()) bagCounts[dieKind(die)] = (bagCounts[dieKind(die)] ?? 0) + 1;
  // A state saved before locked cards were noted has neither field: nothing is locked yet.
  return { ...open, locked: open.locked ?? [], lostCause: open.lostCause ?? false, bombDeckCount: bombDeck.length, sparkDeckCount: sparkDeck.length, boxedCount: boxed.length, bagCounts };
}
