import { test, expect } from '../support/web-host';

test.describe('with an Italian system language', () => {
  test.use({ locale: 'it-IT' });

  test('the interface speaks Italian, and the switch changes it', async ({ page, webHost }) => {
    await page.goto(webHost.url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { name: 'Nuova partita' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Continua' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '1 giocatore (solitario)' })).toBeVisible();
    await expect(page.getByText('è il tavolo a fare da Ufficiale Medico Capo')).toBeVisible();
    await expect(page.getByLabel('Livello').locator('option')).toHaveText(['Principiante', 'Standard', 'Esperto']);
    await expect(page.getByLabel('Misuratore di Potenza').locator('option')).toHaveText(['Lato standard (verde)', 'Lato esperto (rosso)']);

    await page.getByLabel('Nome del giocatore 1').fill('Anna');
    await page.getByLabel('Nome del giocatore 2').fill('Bruno');
    await page.getByRole('button', { name: 'Inizia la partita' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('game-round')).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Lascia il tavolo' }).click();
    const entry = page.getByRole('listitem').filter({ hasText: 'Anna · Bruno' });
    await expect(entry.getByText('2 giocatori · Standard · 60 secondi')).toBeVisible();
    await expect(entry.getByRole('button', { name: /^Apri / })).toBeVisible();

    await page.getByLabel('Lingua').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
    // The choice is remembered.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  });
});
