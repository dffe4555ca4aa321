// Looked up in the page (a plain script: the project is type-checked without the DOM's types).

/**
 * Every part of a FLATLINE table a player must see at once (table.md, "A full table"), each listed
 * with the points inside it that are not the part itself under `document.elementFromPoint`: covered
 * by something, cut by a scrolling box, past the board or the window. A part is sampled at the
 * middle of each edge (3 px in: a rounded corner is not the part's) and at its centre:
 * - every tray, the whole triage area and each of its cards, every stat card, both recharging
 *   stations;
 * - the last row of every patient card (its trigger lights);
 * - Done, or the triage window's buttons, or every option of the question asked.
 * `scrolled` lists the right column's scrolling part if it is not at its top, and `column` says
 * whether that part hides anything (its scroll height beyond its height).
 */
export const FULL_TABLE_UNSEEN = String.raw`(() => {
  const out = [];
  const fit = document.querySelector('[data-testid="flatline-fit"]').getBoundingClientRect();
  const label = (el) => el.getAttribute('data-seat') !== null ? 'tray ' + el.getAttribute('data-seat')
    : el.getAttribute('data-station') !== null ? 'station ' + el.getAttribute('data-station')
    : el.getAttribute('data-triage') ? 'triage card ' + el.getAttribute('data-triage')
    : el.getAttribute('data-card') ? 'stat card ' + el.getAttribute('data-card')
    : el.getAttribute('data-option') ? 'option ' + el.getAttribute('data-option')
    : el.getAttribute('data-testid') || el.className;
  const look = (el, name) => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return out.push(name + ': not drawn');
    if (r.left < fit.left - 0.5 || r.top < fit.top - 0.5 || r.right > fit.right + 0.5 || r.bottom > fit.bottom + 0.5) out.push(name + ': past the board');
    const i = Math.min(3, r.width / 4, r.height / 4);
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const points = [[r.left + i, y], [r.right - i, y], [x, r.top + i], [x, r.bottom - i], [x, y]];
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(el === hit || el.contains(hit))) out.push(name + ' at ' + Math.round(x) + ',' + Math.round(y) + ': ' + (hit ? hit.tagName.toLowerCase() + '.' + String(hit.className).split(' ')[0] : 'outside the window'));
    }
  };
  const each = (selector) => [...document.querySelectorAll(selector)].forEach((el) => look(el, label(el)));
  each('.trays .tray');
  each('[data-station]');
  each('.area.stat [data-card]');
  const triage = document.querySelector('.area.triage');
  if (triage) look(triage, 'the triage area');
  each('.area.triage [data-triage]');
  for (const card of document.querySelectorAll('.patient')) {
    const last = card.querySelector('.triggers');
    if (last) look(last, 'last row of ' + (card.querySelector('h3')?.textContent ?? card.getAttribute('data-slot')));
  }
  each('[data-testid="done"], [data-testid="carry-on"], [data-testid="window-hold"], [data-testid="start-countdown"]');
  each('[data-prompt^="pending:"] [data-option]');
  const scroller = document.querySelector('.right-scroll');
  return {
    out,
    scrolled: scroller.scrollTop > 0 ? ['the right column scrolled by ' + scroller.scrollTop] : [],
    column: scroller.scrollHeight - scroller.clientHeight,
    counts: {
      trays: document.querySelectorAll('.trays .tray').length,
      stations: document.querySelectorAll('[data-station]').length,
      stat: document.querySelectorAll('.area.stat [data-card]').length,
      triage: document.querySelectorAll('.area.triage [data-triage]').length,
      options: document.querySelectorAll('[data-prompt^="pending:"] [data-option]').length,
    },
  };
})()`;
