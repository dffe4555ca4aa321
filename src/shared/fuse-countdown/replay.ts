/**
 * What a FUSE: Countdown table could not see, as a replay of a finished game shows it on request
 * (docs/replays.md): the bomb deck in the order it would be drawn (fuse cards hidden among the
 * bombs), the spark deck likewise, the top card first, and the dice in the bag (a bag has no order:
 * sorted, so it reads the same whatever the shuffle).
 */
export interface FuseCountdownHidden {
  bombDeck: string[];
  sparkDeck: string[];
  bag: string[];
}
