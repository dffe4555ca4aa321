// Set up before every component test (`*.dom.test.ts`, see vitest.config.ts): where happy-dom
// differs from a browser in a way the app's components meet, it is brought in line here.

/**
 * `:checked` matches a selected <option> in a browser, never in happy-dom 21
 * (https://github.com/capricorn86/happy-dom/issues/2387). Svelte's `bind:value` on a <select> reads
 * the choice with `select.querySelector(':checked')`, so without this a chosen option would read
 * as the first one. (Its `selectedOptions` can be stale too, so the options' own `selected` is read.)
 */
const FIXED = Symbol.for('fuse-table.select-checked');
const prototype = HTMLSelectElement.prototype as HTMLSelectElement & { [FIXED]?: true };
// Once per DOM: the component test files share one (see vitest.config.ts).
if (!prototype[FIXED]) {
  const querySelector = prototype.querySelector;
  const querySelectorAll = prototype.querySelectorAll;
  const selected = (select: HTMLSelectElement) => [...select.options].filter((option) => option.selected);
  Object.assign(prototype, {
    [FIXED]: true,
    querySelector(this: HTMLSelectElement, selectors: string) {
      return selectors === ':checked' ? (selected(this)[0] ?? null) : querySelector.call(this, selectors);
    },
    querySelectorAll(this: HTMLSelectElement, selectors: string) {
      return selectors === ':checked' ? selected(this) : querySelectorAll.call(this, selectors);
    },
  });
}
