// FLATLINE's cards in Italian: the board, the legend and the rules reference name each emergency and
// stat card by its Italian name, and give the English name printed on the card where a player who
// knows the physical cards looks it up (the card's tip, the legend, the reference). English, whose
// names are the printed ones, adds nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { tick } from 'svelte';
import type { FlatlineView } from '@shared/flatline/view';
import { locale } from '../../../lib/i18n/i18n.svelte';
import FlatlineBoard from './FlatlineBoard.svelte';
import Legend from '../rules/Legend.svelte';
import RulesReference from '../rules/RulesReference.svelte';
import { fixtureGame, fixtureState } from './board-fixture.test-support';

/** The fixture's table with a card in every area: Bathroom Break (emergency), Crisis Averted (stat), Caffeine Rush (triage). */
function table(): FlatlineView {
  const state = fixtureState(2);
  return {
    ...state,
    emergencyArea: [
      ['bathroom-break', null, null, null, null, null],
      [null, null, null, null, null, null],
    ],
    statArea: ['crisis-averted'],
    triageArea: ['caffeine-rush'],
  };
}

function open(language: 'en' | 'it'): void {
  locale.current = language;
  render(FlatlineBoard, { game: fixtureGame(table()), act: vi.fn(async () => true), onStage: vi.fn() });
}

const settle = async () => {
  for (let i = 0; i < 4; i++) {
    await tick();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
};

/** The tip the board shows while the pointer rests on an element. */
async function tipOver(el: Element): Promise<string> {
  await userEvent.hover(el);
  await settle();
  return screen.getByTestId('place-tip').textContent ?? '';
}

const nameOf = (selector: string) => document.querySelector(`${selector} .name`)!;

afterEach(() => {
  cleanup();
  locale.current = 'en';
});

describe('FLATLINE card names in Italian', () => {
  it('the board names every card in Italian, and its tip gives the printed name', async () => {
    open('it');
    await settle();
    const emergency = nameOf('[data-card="bathroom-break"]');
    const stat = nameOf('[data-card="crisis-averted"]');
    const triage = nameOf('[data-triage="caffeine-rush"]');
    expect(emergency.textContent).toBe('■Pausa Bagno');
    expect(stat.textContent).toBe('◆Crisi Evitata');
    expect(triage.textContent).toBe('Doppio Espresso. Nome stampato: Caffeine Rush');
    expect(triage.firstChild?.textContent).toBe('Doppio Espresso');
    // The places on a card and the triage card's buttons are named in Italian too.
    expect(document.querySelector('[data-space="card:bathroom-break#0"]')!.getAttribute('aria-label')).toMatch(/^Pausa Bagno/);
    expect(screen.getByRole('button', { name: 'Usa Doppio Espresso' })).toBeTruthy();

    expect(await tipOver(emergency)).toBe('Pausa Bagno (nome stampato: Bathroom Break): Un giocatore a scelta perde due dadi.');
    expect(await tipOver(stat)).toBe('Crisi Evitata (nome stampato: Crisis Averted): Prima del lancio: niente Dadi Emergenza. Dopo: non hanno effetto.');
    expect(await tipOver(triage)).toBe('Doppio Espresso (nome stampato: Caffeine Rush)');
    // Screen readers hear the printed name with the card.
    expect(document.querySelector('[data-card="bathroom-break"] .visually-hidden')!.textContent).toBe(
      'Emergenza (etichetta blu). Nome stampato: Bathroom Break. Un giocatore a scelta perde due dadi.',
    );
  });

  it('in English the names are the printed ones and nothing is added', async () => {
    open('en');
    await settle();
    const emergency = nameOf('[data-card="bathroom-break"]');
    expect(emergency.textContent).toBe('■Bathroom Break');
    expect(await tipOver(emergency)).toBe('Bathroom Break: One player of your choice loses two dice.');
    const triage = nameOf('[data-triage="caffeine-rush"]');
    expect(triage.textContent).toBe('Caffeine Rush');
    expect(triage.hasAttribute('data-tip')).toBe(false);
    expect(document.body.textContent).not.toContain('Printed name');
  });

  it('the legend lists every card with its printed name in Italian, and not in English', () => {
    locale.current = 'it';
    render(Legend);
    const list = screen.getByTestId('legend-card-names');
    expect(within(list).getByRole('heading').textContent).toBe('Nomi delle carte, con il nome stampato');
    const items = within(list).getAllByRole('listitem').map((li) => li.textContent?.trim());
    expect(items).toHaveLength(29);
    expect(items).toContain('■Pausa Bagno (nome stampato: Bathroom Break)');
    expect(items).toContain('◆Libera! (nome stampato: Clear!)');
    cleanup();
    locale.current = 'en';
    render(Legend);
    expect(screen.queryByTestId('legend-card-names')).toBeNull();
  });

  it('the rules reference titles each card with its Italian and printed names in Italian, the printed name alone in English', () => {
    locale.current = 'it';
    render(RulesReference);
    const titles = [...document.querySelectorAll('dl.cards dt')].map((dt) => dt.textContent);
    expect(titles).toHaveLength(29);
    expect(titles).toContain('Nessun Soccorso (nome stampato: No Help In Sight)');
    expect(titles).toContain('Nuovo Inizio (nome stampato: A Fresh Start)');
    cleanup();
    locale.current = 'en';
    render(RulesReference);
    expect([...document.querySelectorAll('dl.cards dt')].map((dt) => dt.textContent)).toContain('No Help In Sight');
  });
});
