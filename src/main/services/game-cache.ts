/**
 * The games played most recently, kept in memory so an action costs one apply and one write, not a
 * reload. Least recently used games are dropped first; the database stays the source of truth. An
 * entry `stays` says must stay (a game whose clock or deadline runs: reloading it would pause it) is
 * never dropped to make room, so the cache holds more than its capacity while more such games run.
 */
export class GameCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(
    private readonly capacity: number,
    private readonly stays: (entry: T) => boolean = () => false,
  ) {}

  get(id: string): T | undefined {
    const entry = this.entries.get(id);
    if (entry !== undefined) {
      this.entries.delete(id);
      this.entries.set(id, entry);
    }
    return entry;
  }

  set(id: string, entry: T): void {
    this.entries.delete(id);
    this.entries.set(id, entry);
    if (this.entries.size <= this.capacity) return;
    // The least recently used first, past those that must stay.
    for (const [key, held] of this.entries) {
      if (this.entries.size <= this.capacity) break;
      if (key !== id && !this.stays(held)) this.entries.delete(key);
    }
  }

  delete(id: string): void {
    this.entries.delete(id);
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  get size(): number {
    return this.entries.size;
  }
}
