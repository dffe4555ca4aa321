// The replay screen as a viewer uses it, with FLATLINE's own board drawn read-only: buttons and keys
// step through the game (one action, one round, a moment, the start and the end), "Show what was
// hidden" lists the decks beside the board, a refused step is said in words, an answer to a step no
// longer wanted is dropped, and nothing on the board can be played. Against a fake API.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { ReplayOutlineOf, ReplaySource, ReplayStepOf } from '@shared/replays';
import { locale } from '../../../lib/i18n/i18n.svelte';
import ReplayScreen from '../../../lib/replay/ReplayScreen.svelte';
import { tableGame } from '../../registry';
import { fakeClient, refusal, type Answers } from '../../../screens/screens.test-support';
import { fixtureGame, fixtureState } from '../board/board-fixture.test-support';

const SOURCE = { kind: 'game', gameId: '00000000-0000-4000-8000-000000000007' } satisfies ReplaySource;

/** Five steps: the deal, two actions of round 1, round 2 from step 3. Step 2 treated two patients; step 4 revealed an emergency card. */
const OUTLINE: ReplayOutlineOf<'flatline'> = {
  kind: 'flatline',
  title: 'Night shift',
  seats: fixtureState().setup.seats,
  solitaire: false,
  setup: fixtureState().setup,
  status: 'won',
  finishedAt: '2026-03-01T19:00:00.000Z',
  steps: 5,
  rounds: [
    { step: 0, round: 1 },
    { step: 3, round: 2 },
  ],
  moments: [
    { step: 2, marks: [{ code: 'patient-treated', count: 2 }] },
    { step: 4, marks: [{ code: 'emergency', count: 1 }] },
  ],
  hiddenAvailable: true,
};

function stepOf(step: number, hidden: boolean): ReplayStepOf<'flatline'> {
  const state = { ...fixtureState(), round: step >= 3 ? 2 : 1, phase: 'D-planning', stop: 'planning' } as ReturnType<typeof fixtureState>;
  return {
    kind: 'flatline',
    step,
    taken: step,
    game: fixtureGame(state, { id: SOURCE.gameId, version: step, status: step === 4 ? 'won' : 'in-progress', clock: { running: false, elapsedMs: 0, limitMs: 60_000 } }),
    marks: OUTLINE.moments.find((m) => m.step === step)?.marks ?? [],
    ...(hidden ? { hidden: { patientDeck: ['patient-03', 'patient-04'], emergencyDeck: [] } } : {}),
  };
}

function open(extra: Answers = {}) {
  locale.current = 'en';
  const onClose = vi.fn();
  const { client, calls } = fakeClient({
    openReplay: () => OUTLINE,
    replayStep: ({ step, hidden }) => stepOf(step, hidden === true),
    ...extra,
  });
  render(ReplayScreen, { client, source: SOURCE, tableOf: tableGame, onClose });
  return { calls, onClose, user: userEvent.setup({ delay: null }) };
}

const position = () => screen.getByTestId('replay-position').textContent;
const steps = (calls: ReturnType<typeof open>['calls']) => calls.filter(([m]) => m === 'replayStep').map(([, input]) => (input as { step: number; hidden?: boolean }));
const shownStep = () => screen.getByTestId('replay-screen').dataset.step;

describe('the replay screen', () => {
  it('opens on the table as dealt, drawn by the game\'s own board, which nothing can be played on', async () => {
    const { calls } = open();
    await vi.waitFor(() => expect(shownStep()).toBe('0'));
    expect(calls.map(([m]) => m)).toEqual(['openReplay', 'replayStep']);
    expect(position()).toBe('The table as dealt · step 0 of 4');
    expect(screen.getByRole('heading', { name: 'Night shift' })).toBeTruthy();
    const board = screen.getByTestId('flatline-board');
    // Read-only, not inert (its tips still show: read-only-board.dom.test.ts): nothing offered to act.
    expect([board.closest('[inert]'), board.hasAttribute('data-read-only')]).toEqual([null, true]);
    expect(screen.queryByRole('button', { name: /Start the countdown/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close the replay' })).toBe(document.activeElement);
    expect(screen.getByTestId('replay-keys').textContent).toContain('← → one action');
  });

  it('steps by one action, one round, a moment, to the end and back to the start, by keys and buttons', async () => {
    const { calls, user } = open();
    await vi.waitFor(() => expect(shownStep()).toBe('0'));
    await user.keyboard('{ArrowRight}');
    await vi.waitFor(() => expect(shownStep()).toBe('1'));
    expect(position()).toBe('Round 1 · step 1 of 4');
    await user.click(screen.getByRole('button', { name: /One action forward/ }));
    await vi.waitFor(() => expect(shownStep()).toBe('2'));
    // The moments of the step, in words, beside their signs.
    expect(screen.getByTestId('replay-marks').textContent).toContain('2 patients treated');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await vi.waitFor(() => expect(shownStep()).toBe('3'));
    expect(position()).toBe('Round 2 · step 3 of 4');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await vi.waitFor(() => expect(shownStep()).toBe('0'));
    await user.keyboard('m');
    await vi.waitFor(() => expect(shownStep()).toBe('2'));
    await user.click(screen.getByRole('button', { name: 'To the start of Round 2' }));
    await vi.waitFor(() => expect(shownStep()).toBe('3'));
    await user.keyboard('{End}');
    await vi.waitFor(() => expect(shownStep()).toBe('4'));
    expect((screen.getByRole('button', { name: /One action forward/ }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Shift>}m{/Shift}');
    await vi.waitFor(() => expect(shownStep()).toBe('2'));
    await user.click(screen.getByRole('button', { name: /To the start$/ }));
    await vi.waitFor(() => expect(shownStep()).toBe('0'));
    await user.keyboard('{ArrowLeft}');
    expect(steps(calls).map((s) => s.step)).toEqual([0, 1, 2, 3, 0, 2, 3, 4, 2, 0, 0]);
  });

  it('shows what was hidden beside the board when turned on (the box or H), and asks for it only then', async () => {
    const { calls, user } = open();
    await vi.waitFor(() => expect(shownStep()).toBe('0'));
    expect(screen.queryByTestId('replay-hidden-panel')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Show what was hidden' }));
    const panel = await screen.findByTestId('replay-hidden-panel');
    expect(within(panel).getByRole('heading', { name: 'Patient deck (2 cards, top first)' })).toBeTruthy();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    await user.keyboard('{ArrowRight}');
    await vi.waitFor(() => expect(shownStep()).toBe('1'));
    await user.keyboard('h');
    await vi.waitFor(() => expect(screen.queryByTestId('replay-hidden-panel')).toBeNull());
    expect(steps(calls)).toEqual([{ step: 0 }, { step: 0, hidden: true }, { step: 1, hidden: true }, { step: 1 }].map((s) => ({ source: SOURCE, ...s })));
  });

  it('offers no "Show what was hidden" for a game with nothing hidden to show', async () => {
    open({ openReplay: () => ({ ...OUTLINE, hiddenAvailable: false }) });
    await vi.waitFor(() => expect(shownStep()).toBe('0'));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByTestId('replay-keys').textContent).not.toContain('H:');
  });

  it('keeps to the last step asked for when answers cross, and says a refused step in words', async () => {
    let release: () => void = () => undefined;
    const { user } = open({
      replayStep: async ({ step }) => {
        if (step === 1) await new Promise<void>((resolve) => (release = resolve));
        if (step === 3) throw refusal('replay-step-out-of-range', 'no step', { step: 3, last: 2 });
        return stepOf(step, false);
      },
    });
    await vi.waitFor(() => expect(shownStep()).toBe('0'));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await vi.waitFor(() => expect(shownStep()).toBe('2'));
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shownStep()).toBe('2');
    await user.keyboard('{ArrowRight}');
    expect((await screen.findByRole('alert')).textContent).toBe('This replay has no step 3: its last is 2.');
    expect(shownStep()).toBe('2');
  });

  it('closes on Escape and on its button', async () => {
    const { onClose, user } = open();
    await vi.waitFor(() => expect(shownStep()).toBe('0'));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close the replay' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('speaks Italian', async () => {
    open();
    locale.current = 'it';
    await vi.waitFor(() => expect(shownStep()).toBe('0'));
    await vi.waitFor(() => expect(position()).toBe('Il tavolo all’inizio · passo 0 di 4'));
    expect(screen.getByRole('button', { name: 'Chiudi il replay' })).toBeTruthy();
    locale.current = 'en';
  });
});
