/**
 * A choice the table would discuss. The engine waits for `{ type: 'decide', option }` with one of
 * the listed option ids; anything else is refused until then.
 */
export const PENDING_KINDS = [
  /** Which player loses dice (Bathroom Break: two; a red trigger: one). */
  'choose-player-to-lose-dice',
  /** Which player gains a die (Caffeine Rush, a green trigger). */
  'choose-player-to-gain-die',
  /** Which triage card is discarded (Lost Assistance, a red trigger). */
  'choose-triage-to-discard',
  /** Which triage card goes back to the stat area (Setback). */
  'choose-triage-to-return',
  /** Which cleared tile is removed (Regression, a red trigger). */
  'choose-tile-to-remove',
  /** Which unfinished line gets a cleared tile (Clear!, a green trigger). */
  'choose-line-to-clear',
  /** Which emergency-area card is discarded (Under Control, a green trigger). */
  'choose-emergency-to-discard',
  /** Which recharging station takes the cube (Power Loss). */
  'choose-station-for-cube',
  /** More cleared stat cards wait than the triage area has room for: which one moves in next. */
  'choose-cleared-card-to-move',
  /** The triage area is full and cleared stat cards wait: make room, or let a card go. */
  'triage-area-full',
  /** A red trigger fires while Triage is usable: spend it to ignore the effect, or not. */
  'red-trigger-triage',
  /** A green trigger allowed skipping the dial turn: turn it or not. */
  'turn-dial-or-not',
  /** Disaster Averted after the roll: which emergency die to ignore. */
  'choose-emergency-die-to-ignore',
] as const;
export type PendingKind = (typeof PENDING_KINDS)[number];

export interface PendingOption {
  id: string;
  seat?: number;
  card?: string;
  slot?: number;
  line?: number;
  station?: number;
  die?: number;
}

export interface Pending {
  kind: PendingKind;
  /** The card, trigger or rule that asks (a card id, `trigger:<effect>`, or a rule code). */
  source: string;
  options: PendingOption[];
  /** How many (dice to lose, for instance), when the choice is about a count. */
  amount?: number;
  /** The red trigger's effect, for red-trigger-triage. */
  effect?: string;
}
