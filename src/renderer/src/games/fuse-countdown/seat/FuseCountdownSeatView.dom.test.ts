// FUSE: Countdown's seat view on a device, as a player uses it: this seat's part of the board model
// (its dice to pick, its own cards to place on, a refusal said at the slot), the leader's ability
// only when this seat leads, and the replacement pick when the rules ask it of this seat.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { FuseCountdownView } from '@shared/fuse-countdown/view';
import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import { ApiCallError } from '@shared/errors';
import { gameOf, viewOf } from '../board/view-fixture.test-support';
import FuseCountdownSeatView from './FuseCountdownSeatView.svelte';

const rolled = (die: string, face: number, colours: FuseCountdownView['rolled'][number]['colours']) => ({ die, face, colours, changed: null, flipped: false });

/** The Disposal Expert (Ada) leads and the dice are shared out; Bruno plays from the device. */
const sharing = (over: Partial<FuseCountdownView> = {}) =>
  viewOf({
    phase: 'distribute',
    rolled: [rolled('d01', 4, ['red']), rolled('d05', 2, ['blue'])],
    quotas: [1, 1],
    maxTake: [1, 1],
    seats: [
      { role: 'disposal-expert', roleActive: true, bombs: [{ card: 'bomb-03', dice: [] }], sparks: [], taken: 0 },
      { role: 'technologist', roleActive: true, bombs: [{ card: 'bomb-01', dice: [] }], sparks: [], taken: 0 },
    ],
    ...over,
  });

function open(seat: number, s: FuseCountdownView, act: (action: FuseCountdownAction) => Promise<unknown> = async () => true) {
  const sent: FuseCountdownAction[] = [];
  const game = { ...gameOf(s), kind: 'fuse-countdown' } as never;
  render(FuseCountdownSeatView, {
    game,
    seat,
    act: (action: FuseCountdownAction) => {
      sent.push(action);
      return act(action);
    },
  });
  return { sent, user: userEvent.setup({ delay: null }) };
}

const slot = (card: string, cell: number) => document.querySelector<HTMLButtonElement>(`[data-card="${card}"] button[data-cell="${cell}"]`)!;
const die = (id: string) => document.querySelector<HTMLButtonElement>(`[data-rolled="${id}"]`)!;

describe("FUSE: Countdown's seat view", () => {
  it("places a picked die on the seat's own card, and draws only that seat's cards", async () => {
    const { sent, user } = open(1, sharing());
    expect(screen.getByText('Ada holds the bag this turn.')).toBeTruthy();
    expect(screen.queryByTestId('fc-roll')).toBeNull();
    expect(screen.queryByTestId('fc-ability')).toBeNull();
    expect(document.querySelector('[data-card="bomb-03"]')).toBeNull();
    await user.click(die('d05'));
    expect(die('d05').getAttribute('aria-pressed')).toBe('true');
    await user.click(slot('bomb-01', 0));
    expect(sent).toEqual([{ type: 'place', seat: 1, die: 'd05', card: 'bomb-01', cell: 0 }]);
  });

  it('says a refusal at the slot where the player acted', async () => {
    const { user } = open(1, sharing(), async () => {
      throw new ApiCallError({ code: 'not-your-seat', message: 'That belongs to another seat.' });
    });
    await user.click(die('d01'));
    await user.click(slot('bomb-01', 1));
    expect((await screen.findByTestId('fc-refusal')).textContent).toContain('That belongs to another seat.');
  });

  it("offers the leader's ability only to the seat that leads, and the team's Done to every seat", () => {
    open(0, sharing());
    expect(screen.getByText('You hold the bag: you lead this turn.')).toBeTruthy();
    expect(screen.getByTestId('fc-ability')).toBeTruthy();
    expect(screen.getAllByTestId('fc-done')).toHaveLength(1);
  });

  it('asks this seat for its replacement bomb from the row, and takes the one chosen', async () => {
    const s = sharing({ phase: 'resolve', rolled: [], row: ['bomb-02', 'bomb-04'], pending: { kind: 'replacement', seat: 1, source: 'defused:bomb-05', options: ['bomb-02', 'bomb-04'] } });
    const { sent, user } = open(1, s);
    const pick = screen.getByTestId('fc-seat-replacement');
    await user.click(within(pick).getAllByRole('button', { name: /^Take / })[1]!);
    expect(sent).toEqual([{ type: 'decide', seat: 1, option: 'bomb-04' }]);
  });
});
