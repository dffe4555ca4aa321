// What the new-game forms remember per person besides the draft (docs/bots.md): whether a bot plays
// the seat, whose profile it is, and the bots' pace; and how that joins the createGame call.
import type { BotPace } from '@shared/bots';
import { botSeatsOf, fillWithBots, withBots } from './bot-seats';
import { withProfiles } from './seat-rows';

export class SeatChoices {
  /** Whether a bot plays each person's seat(s). */
  bots = $state<boolean[]>([]);
  /** The profile chosen for each person (null: a guest). */
  profiles = $state<(string | null)[]>([]);
  pace = $state<BotPace>('steady');

  /** `people`: the most people the form seats. */
  constructor(private readonly people: number) {
    this.reset();
  }

  /** Whether any of the first `people` is a bot. */
  anyBot(people: number): boolean {
    return this.bots.slice(0, people).some(Boolean);
  }

  /** A bot at a person's seat sits for nobody's profile. */
  setBot(person: number, bot: boolean): void {
    this.bots[person] = bot;
    if (bot) this.profiles[person] = null;
  }

  /** "Fill the empty seats with bots" for the names typed so far. */
  fill(names: readonly string[], people: number): void {
    this.bots = fillWithBots(this.bots, names, this.profiles, people);
  }

  /** The createGame call with the first `people`'s profiles and bot seats (both seats of a solitaire bot). */
  joinTo<I extends object>(input: I, people: number, solitaire: boolean) {
    return withBots(withProfiles(input, this.profiles.slice(0, people)), botSeatsOf(this.bots, people, solitaire), this.pace);
  }

  /** Everyone a person with no profile again, once a game has been created (the pace stays). */
  reset(): void {
    this.bots = Array.from({ length: this.people }, () => false);
    this.profiles = Array.from({ length: this.people }, () => null);
  }
}
