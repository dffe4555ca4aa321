// A part of FLATLINE's board model: the house rule "Take back a misplaced die" (docs/take-back.md).
// Which placed dice this view may take back now (the engine's list, kept open until the countdown
// ends or the seat re-rolls), and the act itself; the die comes back picked, so the keyboard goes on
// to its places. Only for the seats this view plays: never a bot's (a bot never takes back), at the
// main screen never a device's, on a device its own seat only.
import { tick } from 'svelte';
import type { FlatlineView } from '@shared/flatline/view';
import { boardSpaces } from './board-model';
import type { FlatlineActs, FlatlineGame } from './board-dice.svelte';

export interface TakeBackSource {
  game(): FlatlineGame;
  /** The live state (with a placement on its way drawn in). */
  state(): FlatlineView;
  /** Dice may be placed now (the countdown runs, nothing is asked). */
  placing(): boolean;
  /** The seats this view plays (the main screen: those not played from a device). */
  plays(seat: number): boolean;
  /** The die is back in its tray: pick it, so its places light up. */
  picked(die: string): void;
}

export class BoardTakeBack {
  readonly #source: TakeBackSource;
  readonly #acts: FlatlineActs;

  constructor(source: TakeBackSource, acts: FlatlineActs) {
    this.#source = source;
    this.#acts = acts;
  }

  /** The dice this view may take back now, the one placed last first. */
  readonly open = $derived.by<string[]>(() => {
    const state = this.#source.state();
    const bots = this.#source.game().bots?.seats ?? [];
    if (!state.setup.takeBack || !this.#source.placing()) return [];
    return (state.takeBack ?? [])
      .filter((entry) => !entry.closed && !bots.includes(entry.seat) && this.#source.plays(entry.seat))
      .filter((entry) => state.dice.some((d) => d.id === entry.die && d.at.kind === 'space'))
      .sort((a, b) => b.at - a.at)
      .map((entry) => entry.die);
  });

  /** This placed die can be taken back from this view. */
  can(die: string): boolean {
    return this.open.includes(die);
  }

  /** Takes a die back to its tray; a refusal is said at its space. */
  async take(die: string): Promise<boolean> {
    const space = boardSpaces(this.#source.state()).find((b) => b.die?.id === die)?.key ?? `die:${die}`;
    const ok = await this.#acts.act({ type: 'take-back', die }, space);
    if (ok) {
      // The reply's game is drawn first: then the die is in its tray to be picked.
      await tick();
      this.#source.picked(die);
    }
    return ok;
  }

  /** The key (Backspace): the die placed last from this view, if one may still go back. */
  latest(): boolean {
    const die = this.open[0];
    if (die === undefined || this.#acts.busy) return false;
    void this.take(die);
    return true;
  }
}
