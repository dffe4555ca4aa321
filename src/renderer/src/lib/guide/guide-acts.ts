/** What a guided game's table asks of the screen around it (App: through the app's state). */
export interface GuideActs {
  /** Keeps the guide's step with the game; the services hold its clock while `held`. */
  save(step: number, held: boolean): Promise<unknown>;
  /** The guide's end: a first real game, the guide again, or back to the games. */
  end(next: 'real' | 'again' | 'start'): void;
  /** Leaves the guide for good: the guided game goes. */
  skip(): void;
}
