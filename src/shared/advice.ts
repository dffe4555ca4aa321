/**
 * A hint ("what would you do?"): the strong player's suggestion for the seats that ask, worked out
 * from the players' view alone. `why` is a translation key in the game's namespace with its
 * parameters, so the reason reads in the player's language; `action` is null when nothing is theirs
 * to do now (the reason then says what the table waits for).
 */
export interface AdviceReason {
  key: string;
  params: Record<string, string | number>;
}

export interface Advice<Action> {
  action: Action | null;
  why: AdviceReason;
}
