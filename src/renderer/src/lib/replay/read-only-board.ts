/**
 * A board drawn for a replay (docs/replays.md, "The board"): it reads as a recorded game, not as a
 * table waiting for a move. Given to a board's root while `readOnly` (an attachment):
 * - what is there only to act (a part marked `data-acts`: Done, a question and its answers, Roll,
 *   the speed of the steps) is not drawn (`hidden`; the replay screen's rule keeps it so against a
 *   part's own `display`);
 * - a piece or place that is a button in play (a space, a die, a card's slot) stays where it is,
 *   named as in play and marked unavailable (`aria-disabled`), so it explains itself but offers no
 *   act; a place with a tip (`data-tip`, a slot's tip) is reachable by Tab, so its tip shows on
 *   keyboard focus as it does on hover;
 * - nothing on it can act: a press, a drag or a drop never reaches the board's handlers (but a
 *   control for looking, marked `data-views`, such as a column's "more below").
 * The board is not `inert`, which would hide its tips and take it away from screen readers.
 */

/** The controls a board draws; in a replay each is a piece to look at, not to press. */
const CONTROLS = 'button, [role="button"], [role="radio"], [role="checkbox"], input, select, textarea';
/** A place whose tip explains it; its own control, or itself, is where the keyboard reaches it. */
const TIPPED = '[data-tip]';
/** The events by which a board acts; stopped before any part of the board hears them. */
const ACTING = ['click', 'dblclick', 'pointerdown', 'mousedown', 'touchstart', 'dragstart', 'dragover', 'drop', 'change', 'input'] as const;
/** Keys that press what has the focus; every other key goes on to the replay screen (arrows step it). */
const PRESSING = new Set(['Enter', ' ', 'Spacebar', 'Backspace', 'Delete']);

/** A control for looking, not acting (a column's "more below" sign): it works on a replay's board too. */
const VIEWS = '[data-views]';

function dress(root: HTMLElement): void {
  for (const acts of root.querySelectorAll<HTMLElement>('[data-acts]')) acts.hidden = true;
  for (const control of root.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (control.closest(VIEWS)) continue;
    if (control.getAttribute('aria-disabled') !== 'true') control.setAttribute('aria-disabled', 'true');
  }
  for (const place of root.querySelectorAll<HTMLElement>(TIPPED)) {
    const own = place.matches(CONTROLS) ? place : place.querySelector<HTMLElement>(CONTROLS);
    const target = own ?? place;
    if (target.tabIndex < 0 && !target.closest('[data-acts]')) target.setAttribute('tabindex', '0');
  }
}

/** The attachment: dresses the board now and whenever its parts are drawn again, and stops its acts. */
export function readOnlyBoard(root: HTMLElement): () => void {
  const stop = (event: Event): void => {
    if (event.target instanceof Element && event.target.closest(VIEWS)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  const key = (event: KeyboardEvent): void => {
    if (PRESSING.has(event.key)) stop(event);
  };
  for (const type of ACTING) root.addEventListener(type, stop, true);
  root.addEventListener('keydown', key, true);
  root.dataset.readOnly = '';
  dress(root);
  const observer = new MutationObserver(() => dress(root));
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    for (const type of ACTING) root.removeEventListener(type, stop, true);
    root.removeEventListener('keydown', key, true);
    delete root.dataset.readOnly;
  };
}
