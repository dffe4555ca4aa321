// A guided game on a seat's device (docs/guided-game.md, a group taking the guide together): the
// step the main screen's guide stands at reaches every device with the game (its `guide`, in the
// player view the guest gate pushes), and each device draws that step's line for its own seat. While
// the main screen explains the resolution's lit steps, the device's board stands on the same step and
// its line explains it, read on at the main screen. Pure.
import type { GameDetail } from '@shared/games';
import type { BoardLitStep, GuideStep, SeatGuideView, TableGuideBlock } from '../table-game';

type Translate = (key: string, params?: Record<string, string | number>) => string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStep = GuideStep<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Explain = TableGuideBlock<any>['explain'];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Stops = TableGuideBlock<any>['stops'];

/** What the seat's board shows of the resolution, and the game's words for a lit step. */
export interface SeatLit {
  /** The step the seat view's board lights now; null between steps and after. */
  step: BoardLitStep | null;
  explain: Explain;
  /** The game's rule for the lit lines the guide stands on (as at the main screen); absent: every one. */
  stops?: Stops;
}

/** The line a seat's device shows: the step's words for this seat, and where the guide stands. */
export interface SeatGuideLine extends SeatGuideView {
  id: string;
  /** The step shown, counted from 1, of `steps`. */
  step: number;
  steps: number;
  /** A step read at the main screen (or no longer possible): its Go on is pressed there. */
  read: boolean;
}

/**
 * The guide's line for `seat`, or null when the game is not a guided one. A game's step that does not
 * say how a seat sees it shows the main screen's words, read there. A lit step of the resolution the
 * seat's board stands on (after the last one the main screen has read, as its guide decides) shows the
 * main screen's words for it, read there.
 */
export function seatGuideLine(steps: readonly AnyStep[], game: Omit<GameDetail, 'seed'>, seat: number, t: Translate, lit?: SeatLit): SeatGuideLine | null {
  const at = game.guide?.step;
  const step = at === undefined ? undefined : steps[at];
  if (at === undefined || !step) return null;
  // The device's game has no seed; no step's words read it.
  const whole = game as GameDetail;
  const read = game.guide?.explained;
  const standing = lit?.step;
  if (read !== undefined && standing && standing.line > read && lit?.explain && (lit.stops?.(whole, standing.line) ?? true)) {
    const { text } = lit.explain(whole, standing, t);
    return { id: `resolution:${standing.line}`, step: at + 1, steps: steps.length, read: true, text, acts: false, marks: [] };
  }
  const main = step.view(whole, t);
  const view = step.seatView?.(whole, seat, t) ?? { text: main.text, acts: false, marks: [] };
  return { id: step.id, step: at + 1, steps: steps.length, read: !step.done || main.stuck === true, ...view };
}
