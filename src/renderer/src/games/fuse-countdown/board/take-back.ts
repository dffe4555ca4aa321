// The house rule "Take back a misplaced die" as FUSE: Countdown's board reads it (docs/take-back.md):
// the die a seat placed last, while the engine still lets it go back among the rolled dice.
import type { FuseCountdownView } from '@shared/fuse-countdown/view';

/** The seat's die that may go back now (its card and when it was placed), or null. */
export function openTakeBack(view: FuseCountdownView, seat: number): { die: string; card: string; at: number } | null {
  if (!view.setup.takeBack || view.phase !== 'distribute' || view.pending || view.outcome) return null;
  const entry = view.takeBack?.find((e) => e.seat === seat && !e.closed);
  if (!entry) return null;
  const onCard = [...(view.seats[seat]?.bombs ?? []), ...(view.seats[seat]?.sparks ?? [])].some((c) => c.card === entry.card && c.dice.some((d) => d.die === entry.die));
  return onCard ? { die: entry.die, card: entry.card, at: entry.at } : null;
}

/** Backspace, pressed with no modifier and not while typing: the house rule's key. */
export function takeBackKey(event: KeyboardEvent): boolean {
  if (event.key !== 'Backspace' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return false;
  const el = event.target as { tagName?: string; isContentEditable?: boolean } | null;
  const tag = el?.tagName?.toLowerCase();
  return !(tag === 'input' || tag === 'textarea' || tag === 'select' || el?.isContentEditable);
}
