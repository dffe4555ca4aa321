// A re-roll hint followed on the real FLATLINE board: its numbered rings go from the seat's dice to
// the re-roll track's space to the prompt's Re-roll, focus following each press (the prompt that
// opens leaves it on Re-roll), and what the board sends at the end is the re-roll the hint suggested.
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { FlatlineLegalPlaces } from '@shared/flatline/legal-places';
import type { Hint } from '@shared/hints-api';
import { locale } from '../../../lib/i18n/i18n.svelte';
import { TableHint } from '../../../lib/table/hint.svelte';
import { detailOf, fakeHost } from '../../board-dom.test-support';
import { flatlineHintView } from '../hint-view';
import FlatlineBoard from './FlatlineBoard.svelte';
import { fixtureState } from './board-fixture.test-support';
import { tr } from './translator';

const HINT: Hint = {
  id: 'g1',
  kind: 'flatline',
  version: 3,
  seats: [0],
  action: { type: 'reroll', seat: 0, dice: ['s0d1', 's0d2'], sacrifice: 's0d0' },
  why: { key: 'flatline.hint.why.reroll', params: { count: 2, seat: 0 } },
};

/** What carries a ring now, as "step:element". */
const rings = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[data-hint-step]')].map((el) => `${el.dataset.hintStep}:${el.dataset.die ?? el.dataset.testid}`);
const focused = () => (document.activeElement as HTMLElement | null)?.dataset.die ?? (document.activeElement as HTMLElement | null)?.dataset.testid;

/** Two players' board in its countdown, the re-roll track open, and a table hint that answers `shown`. */
function boardWithHint(shown: Hint) {
  locale.current = 'en';
  const game = detailOf('flatline', fixtureState(2), { placements: {}, usableTriage: [], rerollTrackOpen: true } satisfies FlatlineLegalPlaces, true);
  const host = fakeHost<FlatlineAction>();
  const root = render(FlatlineBoard, { game, act: host.act, covered: false }).container as HTMLElement;
  const hint = new TableHint(() => root, () => 3, async () => shown, (h) => flatlineHintView(tr, game, h as Extract<Hint, { kind: 'flatline' }>), () => 'refused');
  return { root, host, hint, user: userEvent.setup({ delay: null }) };
}

describe('a re-roll hint on the board', () => {
  it('rings the seat’s dice, then the track’s space, then Re-roll, and the board sends the suggested re-roll', async () => {
    const { root, host, hint, user } = boardWithHint(HINT);

    await hint.toggle();
    expect(hint.shown?.text).toBe("No die in hand can finish anything: put one of Ada's lit dice on the re-roll track, then re-roll the other 2.");
    expect(rings(root)).toEqual(['1:s0d0', '1:s0d1', '1:s0d2']);
    expect(focused()).toBe('s0d0');

    await user.click(root.querySelector<HTMLElement>('[data-die="s0d0"]')!);
    await waitFor(() => expect(focused()).toBe('reroll-space'));
    expect(rings(root)).toContain('2:reroll-space');

    await user.click(root.querySelector<HTMLElement>('[data-testid="reroll-space"]')!);
    await waitFor(() => expect(focused()).toBe('confirm-reroll'));
    expect(rings(root)).toContain('3:confirm-reroll');
    // The prompt that opened does not take the keyboard back to its heading: Enter goes on following.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(focused()).toBe('confirm-reroll');

    await user.click(root.querySelector<HTMLElement>('[data-testid="confirm-reroll"]')!);
    await waitFor(() => expect(host.sent).toEqual([HINT.action]));
  });

  it('keeping a die: rings the dice that roll, the space, the kept die to untick in the list (Enter does it), then Re-roll', async () => {
    const keep: Hint = {
      ...HINT,
      action: { type: 'reroll', seat: 0, dice: ['s0d2'], sacrifice: 's0d0' },
      why: { key: 'flatline.hint.why.reroll-keep', params: { count: 1, seat: 0 } },
    };
    const { root, host, hint, user } = boardWithHint(keep);

    await hint.toggle();
    expect(hint.shown?.text).toBe(
      "No die in hand can finish anything: put one of Ada's lit dice on the re-roll track, untick the ringed dice in the list (they fit something still open), then re-roll the other.",
    );
    expect(rings(root)).toEqual(['1:s0d0', '1:s0d2']);

    await user.click(root.querySelector<HTMLElement>('[data-die="s0d0"]')!);
    await waitFor(() => expect(focused()).toBe('reroll-space'));
    await user.click(root.querySelector<HTMLElement>('[data-testid="reroll-space"]')!);
    // The prompt opens with every die ticked; the kept one carries the third ring and the keyboard.
    const kept = () => root.querySelector<HTMLElement>('[data-reroll-die="s0d1"]')!;
    await waitFor(() => expect(document.activeElement).toBe(kept()));
    expect(kept().dataset.hintStep).toBe('3');
    expect(kept().getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{Enter}');
    expect(kept().getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(focused()).toBe('confirm-reroll'));
    expect(rings(root)).toContain('4:confirm-reroll');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(host.sent).toEqual([keep.action]));
  });
});
