/** What a guided game's table asks of the screen around it (App: through the app's state). */
export interface GuideActs {
  /**
   * Keeps the guide's step with the game; the services hold its clock while `held`; `explained`: the
   * last lit line of the resolution read at this screen (null: none explained), for the devices.
   */
  save(step: number, held: boolean, explained: number | null): Promise<unknown>;
  /** The guide's end: a first real game, the guide again, or back to the games. */
  end(next: 'real' | 'again' | 'start'): void;
  /** Leaves the guide for good: the guided game goes. */
  skip(): void;
}
