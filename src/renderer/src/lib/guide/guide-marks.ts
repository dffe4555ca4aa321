// The guide's rings on the board: the elements a step names, numbered in the order a player uses
// them (☆1 the die, ☆2 its place), never colour alone. Pressing one moves the keyboard to the next,
// so Enter follows the guide as it follows a hint (docs/hints.md).

/** Takes the rings off and forgets their listeners. */
export type Unlight = () => void;

/**
 * Rings `selectors` inside `root`; with `focus`, the first found takes the keyboard. A ring whose
 * element is drawn only once the one before is pressed (the re-roll track's space after its die, the
 * re-roll's confirm) is put on then, and takes the keyboard.
 */
export function lightMarks(root: ParentNode, selectors: readonly string[], focus: boolean): Unlight {
  const lit: HTMLElement[] = [];
  const off: (() => void)[] = [];
  let gone = false;

  const ring = (el: HTMLElement, n: number) => {
    el.dataset.guideStep = String(n);
    lit.push(el);
    // The ring's number sits at the element's corner: a static element anchors it while rung.
    if (getComputedStyle(el).position === 'static') {
      el.style.position = 'relative';
      off.push(() => el.style.removeProperty('position'));
    }
  };

  /** Rings step i and those after it that are drawn now; the first element of step i, if any. */
  const step = (i: number): HTMLElement | undefined => {
    if (i >= selectors.length) return undefined;
    const found = Array.from(root.querySelectorAll<HTMLElement>(selectors[i]!));
    for (const el of found) ring(el, i + 1);
    const after = step(i + 1);
    const here = found[0];
    if (here && i + 1 < selectors.length) {
      const next = () =>
        setTimeout(() => {
          if (gone) return;
          const drawn = root.querySelector<HTMLElement>(selectors[i + 1]!);
          if (drawn && !drawn.dataset.guideStep) step(i + 1);
          ringTarget(root, i + 2)?.focus();
        }, 0);
      here.addEventListener('click', next, { once: true });
      off.push(() => here.removeEventListener('click', next));
    }
    return here ?? after;
  };

  step(0);
  if (focus) firstRing(root)?.focus();
  return () => {
    gone = true;
    for (const el of lit) delete el.dataset.guideStep;
    for (const stop of off) stop();
  };
}

const FOCUSABLE = 'button, a[href], input, select, [tabindex]:not([tabindex="-1"])';

/** The element of ring `n` that takes the keyboard: the first that can (a question's option, not its line on the board). */
export function ringTarget(root: ParentNode, n: number): HTMLElement | undefined {
  const els = Array.from(root.querySelectorAll<HTMLElement>(`[data-guide-step="${n}"]`));
  return els.find((el) => el.matches(FOCUSABLE)) ?? els[0];
}

/**
 * The first ring drawn now: ring 1, or the next one when ring 1 is not drawn (a move whose first part
 * is already made, such as a die the board still holds picked, rings only what is left).
 */
export function firstRing(root: ParentNode): HTMLElement | undefined {
  const numbers = Array.from(root.querySelectorAll<HTMLElement>('[data-guide-step]'), (el) => Number(el.dataset.guideStep));
  return numbers.length > 0 ? ringTarget(root, Math.min(...numbers)) : undefined;
}

/** The rectangles of the rung elements (the line keeps off them). */
export function markRects(root: ParentNode): DOMRect[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-guide-step]')).map((el) => el.getBoundingClientRect());
}
