// The companion's screen draws the services' view and sends only what is pressed: Enter goes on,
// Space pauses and resumes; the calls come as the drawn clock reaches each mark, never while paused.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import type { CompanionAct, CompanionView } from '@shared/companion';
import type { ApiEvent } from '@shared/api';
import type { InvitationStatus } from '@shared/invitations-api';
import { TABLE_GAMES } from '../../games/registry';
import CompanionScreen from './CompanionScreen.svelte';

const STEPS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
const base: CompanionView = {
  id: 'c-00000000-0000-4000-8000-000000000001',
  kind: 'flatline',
  version: 4,
  phase: 'step',
  round: 2,
  step: 'D',
  steps: STEPS,
  countdownStep: 'E',
  limitMs: 90_000,
  remainingMs: 90_000,
  running: false,
  paused: false,
  timer: '90',
  clock: { timerSeconds: 90 },
  timeUp: false,
};

/** A client whose services answer each act with the next scripted view, and remember what was sent. */
function client(answers: Partial<Record<CompanionAct, (view: CompanionView) => CompanionView>>) {
  let view = base;
  const sent: CompanionAct[] = [];
  const api = {
    startCompanion: vi.fn(),
    recordCompanion: vi.fn(),
    getCompanion: async () => view,
    companionAct: async ({ act }: { id: string; act: CompanionAct }) => {
      sent.push(act);
      view = { ...answers[act]!(view), version: view.version + 1 };
      return view;
    },
    subscribe: (_listener: (event: ApiEvent) => void) => () => undefined,
    openCompanionInvitations: vi.fn(
      async ({ id }: { id: string }): Promise<InvitationStatus> => ({
        open: true,
        id,
        code: 'KQ7RM2',
        url: 'http://192.168.1.20:5198/?join=KQ7RM2',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        seats: [],
        companion: { phones: 1, connected: 1 },
      }),
    ),
    closeInvitations: vi.fn(async (): Promise<InvitationStatus> => ({ open: false })),
    invitationStatus: async (): Promise<InvitationStatus> => ({ open: false }),
  };
  return { api, sent };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const call = () => screen.getByTestId('companion-call').textContent;
const reading = () => screen.getByRole('timer').textContent?.trim();

describe("the companion's screen", () => {
  it('goes on with Enter, counts down from the view, calls at one minute, and holds still while paused with Space', async () => {
    const { api, sent } = client({
      next: (v) => ({ ...v, phase: 'countdown', step: 'E', running: true, remainingMs: 90_000 }),
      // The services stand it where their clock says: here, 61.5 s used.
      pause: (v) => ({ ...v, running: false, paused: true, remainingMs: 28_500 }),
      resume: (v) => ({ ...v, running: true, paused: false }),
    });
    render(CompanionScreen, { client: api, game: TABLE_GAMES.flatline, profiles: [], onLeave: () => undefined });
    await vi.waitFor(() => expect(screen.getByTestId('companion-stage').textContent).toBe('Round 2 · D · Planning'));
    expect(screen.getByRole('button', { name: 'Start the countdown' })).toBeTruthy();

    await fireEvent.keyDown(window, { key: 'Enter' });
    await vi.waitFor(() => expect(reading()).toBe('1:30'));
    expect(sent).toEqual(['next']);
    await vi.advanceTimersByTimeAsync(29_900);
    expect(reading()).toBe('1:01');
    expect(call()).toBe('');
    await vi.advanceTimersByTimeAsync(200);
    expect(reading()).toBe('1:00');
    expect(call()).toBe('One minute left');

    await vi.advanceTimersByTimeAsync(31_000);
    await fireEvent.keyDown(window, { key: ' ' });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy());
    expect(reading()).toBe('0:29');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reading()).toBe('0:29');
    expect(call()).toBe('One minute left');
    // Enter does not go on while the countdown stands.
    await fireEvent.keyDown(window, { key: 'Enter' });
    expect(sent).toEqual(['next', 'pause']);

    await fireEvent.keyDown(window, { key: ' ' });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy());
    // A call belongs to its moment: the resumed countdown starts with none shown.
    await vi.advanceTimersByTimeAsync(18_400);
    expect(call()).toBe('');
    await vi.advanceTimersByTimeAsync(200);
    expect(call()).toBe('Ten seconds');
    expect(sent).toEqual(['next', 'pause', 'resume']);
  });

  it('takes a press on a step the push has drawn while the call that led there still awaits its answer, and never a press repeated on the same step', async () => {
    // The services push the new view before the call's own answer arrives: here the answers are held back.
    const held: (() => void)[] = [];
    // Everything on the screen that listens (the clock, the phones' panel) hears each push.
    let listeners: ((event: ApiEvent) => void)[] = [];
    let view: CompanionView = { ...base, round: 1, step: 'B', phase: 'step' };
    const sent: CompanionAct[] = [];
    const api = {
      ...client({}).api,
      getCompanion: async () => view,
      subscribe: (heard: (event: ApiEvent) => void) => (listeners.push(heard), () => undefined),
      companionAct: ({ act }: { id: string; act: CompanionAct }) => {
        sent.push(act);
        view = { ...view, version: view.version + 1, step: STEPS[STEPS.indexOf(view.step!) + 1]! };
        const answer = view;
        for (const heard of listeners) heard({ type: 'companionChanged', companion: answer });
        // The answer is a copy of what was pushed, as it is when it has crossed the wire.
        return new Promise<CompanionView>((resolve) => held.push(() => resolve({ ...answer })));
      },
    };
    render(CompanionScreen, { client: api, game: TABLE_GAMES.flatline, profiles: [], onLeave: () => undefined });
    await vi.waitFor(() => expect(screen.getByTestId('companion-stage').textContent).toBe('Round 1 · B · Add Emergencies'));

    await fireEvent.keyDown(window, { key: 'Enter' });
    await vi.waitFor(() => expect(screen.getByTestId('companion-stage').textContent).toBe('Round 1 · C · Roll the Emergency Dice'));
    // C is drawn, B's answer has not come: Enter on C goes on to D.
    await fireEvent.keyDown(window, { key: 'Enter' });
    await vi.waitFor(() => expect(screen.getByTestId('companion-stage').textContent).toBe('Round 1 · D · Planning'));
    expect(sent).toEqual(['next', 'next']);

    // A push that never comes (a slow host): a second Enter on the same step is the same press, not sent again.
    listeners = [];
    await fireEvent.keyDown(window, { key: 'Enter' });
    await fireEvent.keyDown(window, { key: 'Enter' });
    expect(sent).toEqual(['next', 'next', 'next']);
    for (const answer of held) answer();
    await vi.waitFor(() => expect(screen.getByTestId('companion-stage').textContent).toBe('Round 1 · E · Countdown'));
    expect(sent).toEqual(['next', 'next', 'next']);
  });

  it('keeps keys for the fields: Space and Enter in the result form are the form’s own', async () => {
    const { api, sent } = client({});
    const over = { ...base, phase: 'over' as const };
    api.getCompanion = async () => over;
    render(CompanionScreen, { client: api, game: TABLE_GAMES.flatline, profiles: [], onLeave: () => undefined });
    const name = await vi.waitFor(() => screen.getByRole('textbox', { name: 'Name of player 1' }));
    await fireEvent.keyDown(name, { key: ' ' });
    await fireEvent.keyDown(name, { key: 'Enter' });
    expect(sent).toEqual([]);
    expect((screen.getByRole('spinbutton', { name: 'Rounds played' }) as HTMLInputElement).value).toBe('2');
  });

  it('shows the clock on phones: the join code and how many phones follow, until it stops showing', async () => {
    const { api } = client({});
    render(CompanionScreen, { client: api, game: TABLE_GAMES.flatline, profiles: [], onLeave: () => undefined });
    await fireEvent.click(await vi.waitFor(() => screen.getByRole('button', { name: 'Show on phones' })));
    expect(api.openCompanionInvitations).toHaveBeenCalledWith({ id: base.id });
    await vi.waitFor(() => expect(screen.getByTestId('companion-phones-code').textContent).toBe('KQ7RM2'));
    expect(screen.getByTestId('companion-phones-count').textContent).toBe('1 phone follows the clock');
    await fireEvent.click(screen.getByRole('button', { name: 'Stop showing on phones' }));
    expect(api.closeInvitations).toHaveBeenCalledWith({});
    await vi.waitFor(() => expect(screen.queryByTestId('companion-phones-code')).toBeNull());
  });
});
