// Looked up in the page (a plain script: the project is type-checked without the DOM's types).

/** Every visible text on the table (bar, board, log strip) drawn under 12 px; SVG text counts at its drawn size. */
export const SMALL_TEXTS = String.raw`(() => {
    const out = [];
    const roots = document.querySelectorAll('.table-shell');
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = (n.textContent || '').trim();
        const el = n.parentElement;
        if (!text || !el || !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        const box = range.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) continue;
        // Text for assistive technology only (clipped to a pixel) is not drawn.
        let hidden = false;
        for (let a = el; a && a !== root; a = a.parentElement) {
          const style = getComputedStyle(a);
          if (style.display === 'contents') continue;
          const r = a.getBoundingClientRect();
          if ((r.width <= 1 || r.height <= 1) && style.overflow !== 'visible') hidden = true;
        }
        if (hidden) continue;
        let px = parseFloat(getComputedStyle(el).fontSize);
        if (el instanceof SVGGraphicsElement) {
          const m = el.getScreenCTM();
          if (m) px *= Math.hypot(m.a, m.b);
        }
        if (px < 11.95) out.push({ text: text.slice(0, 24), px: Math.round(px * 10) / 10, glyph: !!el.closest('svg.req') });
      }
    }
    return out;
})()`;

/** Window sizes a table is looked at, from the smallest supported to 4K: the five named in table.md and common sizes between them. */
export const TABLE_SIZES = [
  [1024, 640],
  [1024, 768],
  [1152, 720],
  [1280, 720],
  [1280, 800],
  [1366, 768],
  [1600, 900],
  [1920, 1080],
  [2560, 1440],
  [3840, 2160],
] as const;

/**
 * Text drawn by CSS (a `::before` or `::after` with a `content` string, like a die's key) under 12 px
 * on the table: the tree walk above sees only the document's own text.
 */
export const SMALL_DRAWN_TEXTS = String.raw`(() => {
    const out = [];
    for (const root of document.querySelectorAll('.table-shell')) {
      for (const el of root.querySelectorAll('*')) {
        if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        for (const pseudo of ['::before', '::after']) {
          const style = getComputedStyle(el, pseudo);
          const content = style.content;
          if (!content || content === 'none' || content === 'normal') continue;
          const text = content.startsWith('"') ? content.slice(1, -1) : content.startsWith('attr(') ? el.getAttribute(content.slice(5, -1)) || '' : '';
          if (!text.trim() || style.display === 'none') continue;
          const px = parseFloat(style.fontSize);
          if (px < 11.95) out.push({ text: text.slice(0, 24), px: Math.round(px * 10) / 10, pseudo });
        }
      }
    }
    return out;
})()`;
