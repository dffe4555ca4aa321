import { onMount } from 'svelte';
import { hasKey, t } from '../lib/i18n/i18n.svelte';
import { errorText } from '../lib/saves/errors';

/** What the last piece of work on a screen did: done (in words), or the error it met. */
export type WorkMessage = { kind: 'done' | 'error'; text: string };

/**
 * A list screen's loading and its work, one piece at a time: `fill` loads the list, once the screen is
 * mounted and again after each piece of work; `run` does a piece (busy meanwhile) and shows what it
 * says it did, or the error it met. Make one while the screen's component is being set up.
 */
export class ScreenWork {
  loading = $state(true);
  busy = $state(false);
  message = $state<WorkMessage | null>(null);

  constructor(private readonly fill: () => Promise<void>) {
    onMount(() => {
      void this.load();
    });
  }

  async load(): Promise<void> {
    try {
      await this.fill();
    } catch (error) {
      this.message = { kind: 'error', text: errorText(error, t, hasKey) };
    } finally {
      this.loading = false;
    }
  }

  /** Does `work`: true when it succeeded. What it returns, if anything, is shown as done. */
  async run(work: () => Promise<string | null>): Promise<boolean> {
    this.busy = true;
    this.message = null;
    try {
      const text = await work();
      if (text) this.message = { kind: 'done', text };
      await this.load();
      return true;
    } catch (error) {
      this.message = { kind: 'error', text: errorText(error, t, hasKey) };
      return false;
    } finally {
      this.busy = false;
    }
  }

  /** Shows a problem the screen found itself (a form left incomplete). */
  problem(text: string): void {
    this.message = { kind: 'error', text };
  }
}
