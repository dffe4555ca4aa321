import type { ApiEvent } from '@shared/api';

/** Fans events out to every subscriber; one failing listener neither stops the others nor the caller. */
export class EventHub {
  private readonly listeners = new Set<(event: ApiEvent) => void>();

  constructor(private readonly log: (message: string, error: unknown) => void) {}

  subscribe(listener: (event: ApiEvent) => void): () => void {
    // A wrapper per subscription, so the same function subscribed twice is two subscriptions.
    const entry = (event: ApiEvent) => listener(event);
    this.listeners.add(entry);
    return () => {
      this.listeners.delete(entry);
    };
  }

  emit(event: ApiEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.log(`An event listener failed on ${event.type}`, error);
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}
