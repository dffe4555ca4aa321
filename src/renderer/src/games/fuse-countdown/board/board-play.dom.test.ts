// FUSE: Countdown's board as a person plays it: the real component in a DOM, a die picked and put on a
// slot by click, by keyboard and by drag; a slot the engine refuses says why at that slot; a decision
// answered at the seat. The host is a fake `act` that records what it is sent.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import type { FuseCountdownLegalPlaces, FuseCountdownView } from '@shared/fuse-countdown/view';
import FuseCountdownBoard from './FuseCountdownBoard.svelte';
import { LEGAL_PLACES, sharingView, viewOf } from './view-fixture.test-support';
import { detailOf, fakeHost, one } from '../../board-dom.test-support';

const SHARING = sharingView();

/** The board over `state`; the host takes every act unless told to refuse the next. */
function table(state: FuseCountdownView = SHARING, legalPlaces: FuseCountdownLegalPlaces = LEGAL_PLACES) {
  const host = fakeHost<FuseCountdownAction>();
  const view = render(FuseCountdownBoard, { game: detailOf('fuse-countdown', state, legalPlaces, true), act: host.act, covered: false });
  return {
    ...host,
    die: (id: string) => one<HTMLButtonElement>(view.container, `[data-rolled="${id}"]`),
    slot: (key: string) => one<HTMLButtonElement>(view.container, `[data-key="${key}"]`),
    user: userEvent.setup({ delay: null }),
  };
}

const PLACE_D01 = { type: 'place', seat: 0, die: 'd01', card: 'bomb-03', cell: 0 };

describe('a die picked and placed', () => {
  it('by click: the die, then one of its lit slots', async () => {
    const t = table();
    await t.user.click(t.die('d01'));
    expect(t.die('d01').getAttribute('aria-pressed')).toBe('true');
    expect(t.slot('bomb-03#0').dataset.lit).toBe('true');
    expect(t.slot('bomb-03#1').dataset.lit).toBeUndefined();
    await t.user.click(t.slot('bomb-03#0'));
    expect(t.sent).toEqual([PLACE_D01]);
  });

  it('by keyboard: Enter on the die takes the focus to its first lit slot, Enter there places it', async () => {
    const t = table();
    t.die('d01').focus();
    await t.user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(t.slot('bomb-03#0')));
    await t.user.keyboard('{Enter}');
    expect(t.sent).toEqual([PLACE_D01]);
  });

  it('by drag: the die dropped on a slot', async () => {
    const t = table();
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', effectAllowed: 'all', dropEffect: 'move' };
    await fireEvent.dragStart(t.die('d05'), { dataTransfer });
    await fireEvent.dragOver(t.slot('bomb-01#1'), { dataTransfer });
    await fireEvent.drop(t.slot('bomb-01#1'), { dataTransfer });
    await waitFor(() => expect(t.sent).toEqual([{ type: 'place', seat: 1, die: 'd05', card: 'bomb-01', cell: 1 }]));
  });
});

describe('a refused die', () => {
  it('is explained at the slot it was put on, in the players\u2019 words, and stays picked', async () => {
    const t = table();
    t.refuseNext('needs-die-beneath', { card: 'bomb-03', cell: 1, below: 0 });
    await t.user.click(t.die('d01'));
    await t.user.click(t.slot('bomb-03#1'));
    await waitFor(() => expect(t.slot('bomb-03#1').getAttribute('aria-describedby')).not.toBeNull());
    const said = document.getElementById(t.slot('bomb-03#1').getAttribute('aria-describedby')!)!.textContent!.trim();
    expect(said).toBe('The die beneath (the slot for a Green die) goes first.');
    expect(t.die('d01').getAttribute('aria-pressed')).toBe('true');
  });

  it('without a die picked, a slot says to pick one first and nothing is sent', async () => {
    const t = table();
    await t.user.click(t.slot('bomb-03#0'));
    const id = t.slot('bomb-03#0').getAttribute('aria-describedby');
    expect(id).not.toBeNull();
    expect(document.getElementById(id!)!.textContent).toMatch(/pick/i);
    expect(t.sent).toEqual([]);
  });
});

describe('a decision', () => {
  /** A fuse card asks Bruno which of his placed dice goes back to the bag. */
  const asking = viewOf({
    ...SHARING,
    phase: 'resolve',
    pending: { kind: 'return-die', seat: 1, source: 'fuse-01', options: ['d07', 'd08'] },
    seats: [
      SHARING.seats[0]!,
      {
        role: 'technologist',
        roleActive: true,
        bombs: [{ card: 'bomb-01', dice: [{ die: 'd07', cell: 0, face: 3, shown: ['red'] }, { die: 'd08', cell: 1, face: 5, shown: ['blue'] }] }],
        sparks: [],
        taken: 0,
      },
    ],
  });

  it('is answered by pressing the die it is about, on the seat asked', async () => {
    const t = table(asking, { placements: [] });
    await t.user.click(t.slot('bomb-01#1'));
    await waitFor(() => expect(t.sent).toEqual([{ type: 'decide', seat: 1, option: 'd08' }]));
  });

  it('is answered from its list too, named as the players see the dice', async () => {
    const t = table(asking, { placements: [] });
    const option = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.includes('Red 3 (the 1-point bomb)'));
    expect(option).toBeDefined();
    await t.user.click(option!);
    await waitFor(() => expect(t.sent).toEqual([{ type: 'decide', seat: 1, option: 'd07' }]));
  });
});

describe("a bot's seat at the main screen (docs/bots.md)", () => {
  /** The board with Bruno's seat a bot's. */
  function withBot(state: FuseCountdownView, legalPlaces: FuseCountdownLegalPlaces = LEGAL_PLACES) {
    const host = fakeHost<FuseCountdownAction>();
    const game = { ...detailOf('fuse-countdown', state, legalPlaces, true), bots: { seats: [1], pace: 'steady' as const } };
    const view = render(FuseCountdownBoard, { game, act: host.act, covered: false });
    return { ...host, container: view.container, user: userEvent.setup({ delay: null }) };
  }

  it('a bot leader rolls by itself: no Roll here, the tray says so; a person leading gets Roll', () => {
    const bot = withBot(viewOf({ leader: 1 }));
    expect(bot.container.querySelector('[data-testid="fc-roll"]')).toBeNull();
    expect(one(bot.container, '[data-testid="fc-bot-rolls"]').textContent).toBe('Bruno leads: the bot rolls by itself.');
    const person = withBot(viewOf({ leader: 0 }));
    expect(one(person.container, '[data-testid="fc-roll"]').textContent?.trim()).toBe('Roll without naming');
    expect(person.container.querySelector('[data-testid="fc-bot-rolls"]')).toBeNull();
  });

  it("lights no slot of a bot's cards, and offers no answer to a bot's question", async () => {
    // At a table of people the picked die lights Bruno's slot; with Bruno a bot, it does not.
    const people = table();
    await people.user.click(people.die('d05'));
    expect(people.slot('bomb-01#1').dataset.lit).toBe('true');
    document.body.innerHTML = '';
    const t = withBot(SHARING);
    await t.user.click(one(t.container, '[data-rolled="d05"]'));
    expect(one(t.container, '[data-key="bomb-01#1"]').dataset.lit).toBeUndefined();
    const asking = viewOf({ ...SHARING, phase: 'resolve', pending: { kind: 'return-die', seat: 1, source: 'fuse-01', options: ['d07', 'd08'] } });
    const q = withBot(asking, { placements: [] });
    expect(q.container.querySelectorAll('[data-testid="fc-ask-1"] button')).toHaveLength(0);
  });
});
