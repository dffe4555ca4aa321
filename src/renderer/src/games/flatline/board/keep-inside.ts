// A refusal drawn next to the place it is about stays inside the window: moved sideways when it
// would pass an edge, and shown above its place instead of below when it would pass the bottom.
// (Svelte action: `use:keepInside` on an absolutely placed note.)

const MARGIN = 4;

function fit(node: HTMLElement): void {
  node.style.translate = '';
  const r = node.getBoundingClientRect();
  const width = window.innerWidth;
  const height = window.innerHeight;
  let dx = 0;
  let dy = 0;
  if (r.right > width - MARGIN) dx = width - MARGIN - r.right;
  if (r.left + dx < MARGIN) dx = MARGIN - r.left;
  if (r.bottom > height - MARGIN) {
    // Above the place it is about (its parent), or as low as the window allows.
    const place = node.parentElement?.getBoundingClientRect();
    const above = place ? place.top - MARGIN - r.height : height - MARGIN - r.height;
    dy = Math.max(MARGIN, above) - r.top;
  } else if (r.top < MARGIN) dy = MARGIN - r.top;
  if (dx !== 0 || dy !== 0) node.style.translate = `${dx}px ${dy}px`;
}

export function keepInside(node: HTMLElement): { destroy: () => void } {
  const frame = requestAnimationFrame(() => fit(node));
  const onResize = () => fit(node);
  window.addEventListener('resize', onResize);
  return {
    destroy: () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    },
  };
}
