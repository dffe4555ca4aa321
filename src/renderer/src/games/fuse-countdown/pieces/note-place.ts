// Where a refusal drawn at a slot goes so that all of it can be read: below the slot, or above it
// when below would pass the bottom of what shows it (a seat clips what overflows it, as the window
// does), and slid sideways inside. Pure geometry (tested without a browser); `keepNoteInView` measures
// and applies it (a Svelte action on the note).

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const MARGIN = 4;

/** How far to move a note drawn at `note` (just below `slot`) so it lies inside `clip`. */
export function noteShift(note: Box, slot: Box, clip: Box): { dx: number; dy: number } {
  const width = note.right - note.left;
  const height = note.bottom - note.top;
  let dx = 0;
  if (width > clip.right - clip.left - 2 * MARGIN) dx = clip.left + MARGIN - note.left;
  else if (note.right > clip.right - MARGIN) dx = clip.right - MARGIN - note.right;
  else if (note.left < clip.left + MARGIN) dx = clip.left + MARGIN - note.left;
  let dy = 0;
  if (note.bottom > clip.bottom - MARGIN) {
    // Above the slot; where neither side has room, as low as the clip allows, so its start is read.
    const above = slot.top - MARGIN - height;
    dy = Math.max(clip.top + MARGIN, Math.min(above, clip.bottom - MARGIN - height)) - note.top;
  } else if (note.top < clip.top + MARGIN) dy = clip.top + MARGIN - note.top;
  return { dx, dy };
}

/** The part of the window in which `node` can be seen: the window cut by every ancestor that clips. */
function visibleBox(node: HTMLElement): Box {
  const box: Box = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
  for (let el = node.parentElement; el && el !== document.body; el = el.parentElement) {
    const style = getComputedStyle(el);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const r = el.getBoundingClientRect();
    box.left = Math.max(box.left, r.left);
    box.top = Math.max(box.top, r.top);
    box.right = Math.min(box.right, r.right);
    box.bottom = Math.min(box.bottom, r.bottom);
  }
  return box;
}

function fit(node: HTMLElement, cell: number): void {
  node.style.translate = '';
  const slot = node.parentElement?.querySelector<HTMLElement>(`[data-cell="${cell}"]`);
  if (!slot) return;
  const { dx, dy } = noteShift(node.getBoundingClientRect(), slot.getBoundingClientRect(), visibleBox(node));
  if (dx !== 0 || dy !== 0) node.style.translate = `${Math.round(dx)}px ${Math.round(dy)}px`;
}

/** Svelte action on a refusal at slot `cell`: kept wholly in view, below or above its slot (again when its words change). */
export function keepNoteInView(node: HTMLElement, at: { cell: number; text: string }): { update: (next: { cell: number; text: string }) => void; destroy: () => void } {
  let cell = at.cell;
  let frame = requestAnimationFrame(() => fit(node, cell));
  const onResize = () => fit(node, cell);
  window.addEventListener('resize', onResize);
  return {
    update: (next) => {
      cell = next.cell;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => fit(node, cell));
    },
    destroy: () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    },
  };
}
