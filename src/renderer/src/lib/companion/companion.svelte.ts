import type { CompanionAct, CompanionView } from '@shared/companion';
import type { ApiEvent } from '@shared/api';
import type { GameKind } from '@shared/games';
import type { CompanionResultInput } from '@shared/companion-api';
import type { InvitationStatus } from '@shared/invitations-api';

/** What the companion asks of the API. */
export interface CompanionClient {
  startCompanion(input: { kind: GameKind; clock: Record<string, unknown> }): Promise<CompanionView>;
  getCompanion(input: Record<string, never>): Promise<CompanionView | null>;
  companionAct(input: { id: string; act: CompanionAct }): Promise<CompanionView | null>;
  recordCompanion(input: { companionId?: string; result: CompanionResultInput }): Promise<{ gameId: string }>;
  subscribe(listener: (event: ApiEvent) => void): () => void;
  /** Shows the clock on phones (invitations to it), and closes them; the invitations as they are now. */
  openCompanionInvitations(input: { id: string }): Promise<InvitationStatus>;
  closeInvitations(input: Record<string, never>): Promise<InvitationStatus>;
  invitationStatus(input: Record<string, never>): Promise<InvitationStatus>;
}

/** What a screen following the clock needs: its views and what the players press (a phone has no more). */
export type CompanionFeed = Pick<CompanionClient, 'getCompanion' | 'companionAct' | 'subscribe'>;

/** One version of one companion (a push and a call's answer may carry it as two copies). */
function sameVersion(a: CompanionView | null, b: CompanionView | null): boolean {
  return a === b || (a !== null && b !== null && a.id === b.id && a.version === b.version);
}

/** How often the screen redraws a running countdown (it draws; the services keep the time). */
const REDRAW_MS = 100;

/**
 * The companion's clock as a screen holds it (docs/companion.md). The services keep the time and
 * say when a countdown ends; the screen draws the view it was sent last, counting down from its
 * `remainingMs` since it arrived while the countdown runs, and sends only what the players press.
 */
export class CompanionModel {
  view = $state.raw<CompanionView | null>(null);
  /** The screen's time now, moved on while a countdown runs (only to draw it). */
  #now = $state(0);
  #receivedAt = 0;
  #redraw: ReturnType<typeof setInterval> | null = null;
  #unsubscribe: (() => void) | null = null;
  /** The call awaiting its answer, and the view it was pressed on (null before the first view). */
  #pending = $state.raw<{ on: CompanionView | null } | null>(null);

  /**
   * Whether a press now would repeat one already sent: true while a call awaits its answer and the
   * view it was pressed on is still the one drawn. Once a newer view arrives (the push usually comes
   * before the call's own answer), the screen shows a new step, and a press on it is a new press.
   */
  readonly busy = $derived(this.#pending !== null && sameVersion(this.#pending.on, this.view));

  /** Milliseconds left as the screen draws them now. */
  readonly remainingMs = $derived.by(() => {
    const view = this.view;
    if (!view) return 0;
    if (!view.running) return view.remainingMs;
    return Math.max(0, view.remainingMs - Math.max(0, this.#now - this.#receivedAt));
  });

  constructor(
    private readonly client: CompanionFeed,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Hears the services' views, and fetches the one open now. */
  async open(): Promise<void> {
    this.#unsubscribe = this.client.subscribe((event) => {
      if (event.type === 'companionChanged') this.deliver(event.companion);
    });
    this.deliver(await this.client.getCompanion({}));
  }

  close(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#stopRedraw();
  }

  /** A view from the services; an older version of the same companion is ignored. */
  deliver(view: CompanionView | null): void {
    const shown = this.view;
    if (view && shown && view.id === shown.id && view.version < shown.version) return;
    this.view = view;
    this.#receivedAt = this.now();
    this.#now = this.#receivedAt;
    if (view?.running) this.#startRedraw();
    else this.#stopRedraw();
  }

  /** A new companion, started by the main screen (`start`: its call to the services). */
  async start(start: () => Promise<CompanionView>): Promise<void> {
    await this.#call(start);
  }

  async act(act: CompanionAct): Promise<void> {
    const id = this.view?.id;
    if (!id) return;
    await this.#call(() => this.client.companionAct({ id, act }));
  }

  async #call(call: () => Promise<CompanionView | null>): Promise<void> {
    const pending = { on: this.view };
    this.#pending = pending;
    try {
      this.deliver(await call());
    } finally {
      if (this.#pending === pending) this.#pending = null;
    }
  }

  #startRedraw(): void {
    this.#redraw ??= setInterval(() => (this.#now = this.now()), REDRAW_MS);
  }

  #stopRedraw(): void {
    if (this.#redraw !== null) clearInterval(this.#redraw);
    this.#redraw = null;
  }
}
