// Whether a scrolling box hides part of what it holds above or below its view, kept up to date as
// it scrolls, resizes or its content changes. A column that must scroll says so (table.md).

export interface ScrollSigns {
  above: boolean;
  below: boolean;
}

/** Half a pixel of rounding is not something hidden. */
const SLACK = 1;

/**
 * `freed`: the height the box gains when the sign under it goes (0 while none is shown). Without it,
 * a column that fits only without its sign would keep the sign once shown.
 */
export function hiddenParts(box: { scrollTop: number; scrollHeight: number; clientHeight: number }, freed = 0): ScrollSigns {
  if (box.scrollHeight <= box.clientHeight + freed + SLACK) return { above: false, below: false };
  return {
    above: box.scrollTop > SLACK,
    below: box.scrollTop + box.clientHeight < box.scrollHeight - SLACK,
  };
}

/** Calls `report` now and whenever the answer changes; returns the way to stop. */
export function scrollSigns(box: HTMLElement, report: (signs: ScrollSigns) => void, freed: () => number = () => 0): () => void {
  let last = '';
  const check = () => {
    const signs = hiddenParts(box, freed());
    const key = `${signs.above}${signs.below}`;
    if (key !== last) {
      last = key;
      report(signs);
    }
  };
  const resized = new ResizeObserver(check);
  resized.observe(box);
  for (const child of Array.from(box.children)) resized.observe(child);
  const changed = new MutationObserver(check);
  changed.observe(box, { childList: true, subtree: true });
  box.addEventListener('scroll', check, { passive: true });
  check();
  return () => {
    resized.disconnect();
    changed.disconnect();
    box.removeEventListener('scroll', check);
  };
}
