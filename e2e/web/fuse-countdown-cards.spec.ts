import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/page-errors';
import { join, resolve } from 'node:path';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

// FUSE: Countdown's cards, dice, role and fuse cards and legend in a real Chromium, self-contained:
// the components are rendered by Svelte's server renderer through Vite (with their styles) and the
// page is loaded as is, so this needs neither the board nor a game. What it checks only a browser
// can: names shown at once on hover and keyboard focus, axe-core, and nothing cut off.

type Render = (component: unknown, options: { props: Record<string, unknown>; idPrefix?: string }) => { body: string; head: string };

const ROOT = resolve(__dirname, '..', '..');
const CARDS = join(ROOT, 'src/renderer/src/games/fuse-countdown/pieces');
const pages: Record<'en' | 'it', string> = { en: '', it: '' };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const { createServer } = await import('vite');
  const { svelte } = await import('@sveltejs/vite-plugin-svelte');
  const cacheDir = join(tmpdir(), `fuse-table-fccards-e2e-${process.pid}`);
  const vite = await createServer({
    configFile: false,
    root: join(ROOT, 'src/renderer'),
    resolve: { alias: { '@shared': join(ROOT, 'src/shared') } },
    cacheDir,
    optimizeDeps: { noDiscovery: true, include: [] },
    logLevel: 'error',
    plugins: [svelte({ configFile: false, compilerOptions: { runes: true, css: 'injected' } })],
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    appType: 'custom',
  });
  try {
    const load = async <T>(path: string) => (await vite.ssrLoadModule(path)) as T;
    const i18n = await load<{ locale: { current: string } }>(join(ROOT, 'src/renderer/src/lib/i18n/i18n.svelte.ts'));
    const { render } = await load<{ render: Render }>('svelte/server');
    const component = async (name: string) => (await load<{ default: unknown }>(join(CARDS, name))).default;
    const [BombCard, FuseCard, RoleCard, Legend, Rules] = await Promise.all(
      ['BombCard.svelte', 'FuseCard.svelte', 'RoleCard.svelte', '../rules/Legend.svelte', '../rules/FuseCountdownRules.svelte'].map(component),
    );
    for (const lang of ['en', 'it'] as const) {
      i18n.locale.current = lang;
      const heads = new Set<string>();
      let n = 0;
      const part = (c: unknown, props: Record<string, unknown>) => {
        const out = render(c, { props, idPrefix: `p${(n += 1)}` });
        heads.add(out.head);
        return out.body;
      };
      const hand = [
        part(BombCard, { card: 'bomb-34', dice: [{ die: 'd03', cell: 0, face: 2, shown: ['red'] }] }),
        part(BombCard, { card: 'bomb-42', dice: [], lit: new Set([0, 2]), onCell: () => undefined }),
        part(BombCard, { card: 'bomb-43', dice: [{ die: 'd24', cell: 0, face: 5, shown: ['yellow', 'green'] }] }),
        part(BombCard, { card: 'bomb-24', dice: [], refusal: { cell: 1, text: lang === 'en' ? 'No die could finish this card' : 'Nessun dado completerebbe la carta' }, onCell: () => undefined }),
        part(BombCard, { card: 'bomb-52', dice: [] }),
        part(BombCard, { card: 'spark-16', dice: [] }),
        part(BombCard, { card: 'bomb-05', dice: [], size: 'row' }),
        part(FuseCard, { fuse: 'fuse-05' }),
        part(FuseCard, { fuse: 'fuse-09' }),
        part(RoleCard, { role: 'logistics-specialist', leader: true }),
        part(RoleCard, { role: 'explosives-instructor', dark: true }),
      ].join('');
      const legend = part(Legend, {}) + part(Rules, {});
      pages[lang] =
        `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>FUSE: Countdown cards</title>${[...heads].join('')}` +
        `<style>body{margin:0;padding:3.5rem 1rem 1rem;background:#10131a;color:#eef1f6;font-family:system-ui,sans-serif}` +
        `.hand{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}</style></head>` +
        `<body><main><h1>FUSE: Countdown</h1><div class="hand">${hand}</div>${legend}</main></body></html>`;
    }
  } finally {
    await vite.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
});

async function open(page: Page, lang: 'en' | 'it') {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.setContent(pages[lang]);
}

test('a slot names what it asks for at once, on hover and on keyboard focus', async ({ page }) => {
  await open(page, 'en');
  const card = page.locator('[data-card="bomb-34"]');
  const second = card.locator('[data-cell="1"]');
  const tipOf = (cell: number) => card.locator(`.slot:has([data-cell="${cell}"]) .fc-tip`);
  const tip = tipOf(1);
  await expect(tip).toBeHidden();
  await second.hover();
  // "At once": no native title delay; the name is there within a frame or two.
  await expect(tip).toBeVisible({ timeout: 250 });
  await expect(tip).toContainText('Slot for any die second from the left');
  await expect(tip).toContainText('A greater number than the slot for any die on the left');
  await page.mouse.move(0, 0);
  await expect(tip).toBeHidden();

  await page.keyboard.press('Tab'); // the first slot of the first card
  const first = card.locator('[data-cell="0"]');
  await expect(first).toBeFocused();
  await expect(first).toHaveAccessibleName("Red 2. Slot for any die on the left. Stack: die 1 of 4, placed bottom to top in the arrow's order. A smaller number than the slot for any die second from the left");
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await expect(tip).toBeVisible({ timeout: 250 });
  await expect(tipOf(0)).toBeHidden();

  // In the face-up row (top of the table) the name opens below the slot, never under the bar.
  const rowCell = page.locator('[data-card="bomb-05"] [data-cell="0"]');
  await rowCell.hover();
  const rowTip = page.locator('[data-card="bomb-05"] .slot:has([data-cell="0"]) .fc-tip');
  await expect(rowTip).toBeVisible({ timeout: 250 });
  const [cellBox, tipBox] = [await rowCell.boundingBox(), await rowTip.boundingBox()];
  expect(tipBox!.y).toBeGreaterThan(cellBox!.y + cellBox!.height);
});

test('lit slots, a refusal and a split die read without colour', async ({ page }) => {
  await open(page, 'en');
  await expect(page.locator('[data-card="bomb-42"] .cell.lit')).toHaveCount(2);
  await expect(page.locator('[data-card="bomb-42"] [data-cell="0"]')).toHaveAccessibleName('Slot for a Yellow die. Wall, first level: any order. The picked die may go here');
  await expect(page.getByRole('alert')).toHaveText(/No die could finish this card/);
  await expect(page.locator('[data-card="bomb-24"] [data-cell="1"]')).toHaveAccessibleDescription(/No die could finish this card/);
  await expect(page.locator('[data-card="bomb-43"] [data-cell="0"]')).toHaveAccessibleName(/^Yellow\/Green 5\. Slot for a Blue die/);
});

test('axe finds nothing on a hand of cards, the legend and the rules reference, in English and Italian', async ({ page }, testInfo) => {
  for (const lang of ['en', 'it'] as const) {
    await open(page, lang);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), lang).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`cards-${lang}.png`), fullPage: true });
  }
});

test('no card text is cut off at the smallest supported window', async ({ page }) => {
  for (const lang of ['en', 'it'] as const) {
    await open(page, lang);
    await page.setViewportSize({ width: 1024, height: 640 });
    const clipped = await page
      .locator('.fc-card header, .fc-card header *, .fc-fuse p, .fc-role .name, .fc-role p')
      .evaluateAll((els) =>
        els
          .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
          .map((el) => `${el.closest('[data-card],[data-role]')?.getAttribute('data-card') ?? el.closest('[data-role]')?.getAttribute('data-role')}: ${el.textContent}`),
      );
    expect(clipped, lang).toEqual([]);
  }
});
