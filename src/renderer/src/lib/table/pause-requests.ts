/**
 * The table's pause and resume requests, sent one after another, with what the host will hold once
 * they land. A table covered while a resume is on its way (L pressed just after Resume) must still
 * pause, and that pause must reach the host after the resume, never before it.
 */
export class PauseRequests {
  #asked: boolean | null = null;
  #sending: Promise<unknown> = Promise.resolve();

  constructor(private readonly send: (paused: boolean) => Promise<boolean>) {}

  /** Asks the host to pause or resume, after whatever was asked before has been answered. */
  set(paused: boolean): Promise<boolean> {
    this.#asked = paused;
    const sent = this.#sending.then(() => this.send(paused));
    this.#sending = sent.catch(() => undefined);
    return sent.finally(() => {
      if (this.#asked === paused) this.#asked = null;
    });
  }

  /** Paused as the host will have it once what was asked lands (`shown`: as the view shows it now). */
  soon(shown: boolean): boolean {
    return this.#asked ?? shown;
  }
}
