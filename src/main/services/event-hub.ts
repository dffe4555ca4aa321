import type { ApiEvent } from '@shared/api';

type Listener = (event: ApiEvent) => void;

/**
 * Fans events out to every subscriber; one failing listener neither stops the others nor the caller.
 * The devices' listeners (the guest gate's pushes) hear each event before the main screens' transports:
 * a friend far away's push is itself an event (`farEvent`) that the main screen's page carries on, so
 * it reaches that page ahead of the change the page then draws, and no device waits for the main
 * screen's drawing (docs/far-away.md, "Speed").
 */
export class EventHub {
  private readonly devices = new Set<Listener>();
  private readonly listeners = new Set<Listener>();

  constructor(private readonly log: (message: string, error: unknown) => void) {}

  /** `devices`: a device's push, heard before the main screens' transports. */
  subscribe(listener: Listener, options: { devices?: boolean } = {}): () => void {
    // A wrapper per subscription, so the same function subscribed twice is two subscriptions.
    const entry = (event: ApiEvent) => listener(event);
    const tier = options.devices ? this.devices : this.listeners;
    tier.add(entry);
    return () => {
      tier.delete(entry);
    };
  }

  emit(event: ApiEvent): void {
    for (const listener of [...this.devices, ...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.log(`An event listener failed on ${event.type}`, error);
      }
    }
  }

  clear(): void {
    this.devices.clear();
    this.listeners.clear();
  }
}
