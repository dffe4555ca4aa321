import type { Component } from 'svelte';
import type { ApiInput } from '@shared/api';
import type { ApiClient } from './api/client';
import type { GameDetailOf, GameKind, GameSummaryOf, GameTypes } from '@shared/games';
import type { BestScore, GameResult, Stats } from '@shared/history';
import type { HintOf } from '@shared/hints-api';
import type { DailyLineResult } from '@shared/daily/daily-block';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** What a game's board needs from the screen around it. */
export interface BoardProps<K extends GameKind> {
  game: GameDetailOf<K>;
  /** Plays one action; a refusal rejects with an ApiCallError. */
  act: (action: GameTypes[K]['action']) => Promise<unknown>;
  /** Pause and continue through the services (their clock stops). */
  pause?: () => Promise<unknown>;
  resume?: () => Promise<unknown>;
  /**
   * True while the table shell covers the board (paused, menu, rules, settings, legend): the board
   * stops its animations and ignores its keys.
   */
  covered?: boolean;
  /**
   * Optional: the board tells the shell while it is still showing, step by step, what the game did by
   * itself (true) and when it has caught up (false); the end-of-game card waits for it.
   */
  onReplay?: (playing: boolean) => void;
  /**
   * Optional: while the board replays an earlier moment (the round just played), the stage the bar
   * should name for it ("Round 1"); null when the board shows the game as it is now. `step`: what
   * the game is doing while no clock runs (a resolution's step), said beside the stopped clock
   * instead of "Ready to start"; null or absent when the clock is ready to start.
   */
  onStage?: (stage: string | null, step?: string | null) => void;
  /**
   * Optional: while the board replays, how many of the game's log lines it has shown so far, so the
   * shell's log stops there and does not tell what is still to come; null when caught up.
   */
  onShown?: (lines: number | null) => void;
  /**
   * Optional: a guided game explains the steps the board shows by itself (docs/guided-game.md): the
   * index of the last log line its guide has explained. The board stands on each step it lights after
   * that line that `stops` names (its light on, no timer) until this reaches it, plays the other lit
   * steps at the table's pace and passes the rest at once. Null or absent: the steps pass at the
   * table's pace.
   */
  explained?: number | null;
  /** Optional, with `explained`: whether the guide stands on this lit log line (the guide model's `stopsAt`); absent: on every one. */
  stops?: (line: number) => boolean;
  /** Optional: the step the board lights now while it shows what the game did by itself; null between steps and after. */
  onStep?: (step: BoardLitStep | null) => void;
  /**
   * Optional: the board is a replay's (docs/replays.md): it draws each game it is given as it is, at
   * once (no steps played through, no waits counted), takes no keys and sends nothing.
   */
  readOnly?: boolean;
}

/** A step the board lights while it shows what the game did by itself (a resolution's step). */
export interface BoardLitStep {
  /** The log line's index in the game's log. */
  line: number;
  /** The log line's code (the engine's). */
  code: string;
  /** The board place lit: the value of its `data-spot` attribute. */
  spot: string;
  /** The board's words for the line (as the log says it). */
  text: string;
}

/** What a game's seat view (one seat, on a device at the table) needs from the frame around it. */
export interface SeatViewProps<K extends GameKind> {
  /** The game as the players see it (a device never gets the seed). */
  game: Omit<GameDetailOf<K>, 'seed'>;
  /** The seat this device plays. */
  seat: number;
  /** Plays one of the seat's actions (or the table's); a refusal rejects with an ApiCallError. */
  act: (action: GameTypes[K]['action']) => Promise<unknown>;
  /**
   * Optional: a group's guided game whose main screen explains the resolution's lit steps
   * (docs/guided-game.md): the last log line read there. The seat view's board stands on each step it
   * lights after it, as the main screen's does (`BoardProps.explained`). Null or absent: the table's pace.
   */
  explained?: number | null;
  /** Optional, with `explained`: whether the guide stands on this lit log line (the game's `stops`, as at the main screen); absent: on every one. */
  stops?: (line: number) => boolean;
  /** Optional: the step the seat view's board lights now while it shows what the game did by itself; null between steps and after. */
  onStep?: (step: BoardLitStep | null) => void;
}

/** The clock the table shell's bar shows for a game at this moment. */
export interface TableClock {
  /** Milliseconds left; null when untimed. */
  remainingMs: number | null;
  /** The clock's length in seconds; null when untimed. */
  totalSeconds: number | null;
  /** Running now (the shell ticks, plays sounds and pauses it). */
  running: boolean;
}

/**
 * A hint as the board shows it: its one line, and the board elements it lights (CSS selectors, in
 * the order a player uses them: the die, then its place; the first found is focused).
 */
export interface HintShown {
  text: string;
  targets: string[];
}

/** One line of the table's log drawer. */
export interface TableLogLine {
  text: string;
  /** The heading the line sits under ("Round 2", "Turn 5"). */
  group: string;
  /** The board element it describes: the value of a `data-spot` attribute on the board, lit while the line is hovered or focused. */
  spot?: string;
}

/** Block (with the engine's clock block): the clock the table shows for a game that runs one. */
export interface TableClockBlock<K extends GameKind> {
  /** The clock in the bar, or null where no clock belongs to this part of the game. */
  of(game: GameDetailOf<K>): TableClock | null;
  /** A finished game's clock in words: the clock it was played on (its result), not only the one set up. */
  timerText(result: Extract<GameResult, { kind: K }>, t: Translate): string;
  /** The clock is long enough for spoken minute calls (FUSE: Countdown's ten minutes). */
  minuteCalls?: boolean;
}

/** Block (with the engine's records block): the words statistics need for what the game's records declare. */
export interface TableRecordsBlock {
  /** Labels for the breakdowns and averages the game's module declares. */
  stats: {
    dimensionTitle(key: string, t: Translate): string;
    dimensionValue(key: string, value: string, t: Translate): string;
    /** A stable id for the breakdown's chart. */
    dimensionId(key: string): string;
    averageLabel(key: string, t: Translate): string;
    /** The average of rounds in the game's own word ("Rounds per game", "Turns per game"). */
    roundsLabel(t: Translate): string;
    /** The number an average shows (FUSE: Countdown's time left in seconds, not milliseconds); as it is when absent. */
    averageValue?(key: string, value: number): number;
    /** The game's own names for the generic level and clock keys ('heroic', '600'); the platform's words when absent. */
    levelValue?(key: string, t: Translate): string;
    timerValue?(key: string, t: Translate): string;
    /** The game's words for a player count ('1': "1 player", not solitaire); the platform's when absent. */
    playersValue?(key: string, t: Translate): string;
    /** One best score's setting in words ("2 players · Expert with 3 fuse cards · 10 minutes"), for games that keep a score. */
    settingText?(best: BestScore, t: Translate): string;
  };
}

/** Block (with the engine's campaign block): the campaigns screens' words for the game's ladder. */
export interface TableCampaignBlock<K extends GameKind> {
  missionName(mission: GameTypes[K]['mission'], t: Translate): string;
  /** The clock settings a campaign may choose, in seconds (null: untimed). */
  timers: readonly (number | null)[];
  timerText(seconds: number | null, t: Translate): string;
  /** The game's ladder of missions in one line. */
  ladder(t: Translate): string;
  /** What the game calls its clock ("Countdown", "Clock"): the clock field's label. */
  clockLabel(t: Translate): string;
  /**
   * Present where the game offers a clock fitted to the table (its engine module's clock block is
   * `fitted`): one line on what that clock is. The form offers it first, as the default.
   */
  fittedClockHint?(t: Translate): string;
}

/** Block (with the engine's advice block): a hint ("what would you do?") as the board shows it. */
export interface TableAdviceBlock<K extends GameKind> {
  /** The hint in the game's words and the board elements it lights; also the bots' proposal's line. */
  hint(game: GameDetailOf<K>, hint: HintOf<K>, t: Translate): HintShown;
}

/** Block (with the game's daily block in src/shared): the daily deal's words (docs/daily-deal.md). */
export interface TableDailyBlock {
  /** A setting field's label in the picker ("Players", "Level", "Power meter"). */
  fieldLabel(key: string, t: Translate): string;
  /** One value of a setting field in words ("2 players", "Expert"). */
  valueText(key: string, value: string, t: Translate): string;
  /** A result as its share line says it: "7 patients treated in 6 rounds", "Score 61 · 2:15 left". */
  resultText(result: DailyLineResult, t: Translate): string;
}

/** One part of what a finished game's table could not see, in words: a heading and its items in order. */
export interface HiddenPart {
  title: string;
  items: string[];
}

/** Block (with the engine's replay block): the words a replay needs for the game's moments and what was hidden. */
export interface TableReplayBlock<K extends GameKind> {
  /** A moment on the timeline in words ("2 patients treated", "Spark"); `count` times in one step. */
  markText(code: string, count: number, t: Translate): string;
  /** The moment's symbol on the timeline (its words go with it, so nothing rests on colour or shape alone). */
  markIcon(code: string): string;
  /** What was hidden at a step (deck order, the bag), as the side panel lists it. */
  hiddenParts(hidden: GameTypes[K]['hidden'], t: Translate): HiddenPart[];
}

/** One field of the companion's forms (its clock, its result), drawn by the generic form. */
export type CompanionField =
  | { key: string; label: (t: Translate) => string; kind: 'choice'; options: readonly { value: string | number; label: (t: Translate) => string }[] }
  | { key: string; label: (t: Translate) => string; kind: 'number'; min: number; max: number };

/**
 * Block (with the engine's companion block): the companion for a table playing the physical box
 * (docs/companion.md): the fields of its clock and of its result form, and the words of its steps.
 */
export interface TableCompanionBlock {
  /** What the players choose before the clock starts, and its starting values. */
  clockFields(values: Record<string, unknown>): readonly CompanionField[];
  clockDefaults: Record<string, unknown>;
  /** The result form's own fields (the players and won or lost are the platform's), given the values so far. */
  resultFields(values: Record<string, unknown>): readonly CompanionField[];
  /** The result form's starting values, from the clock the players chose and the rounds it counted. */
  resultDefaults(clock: Record<string, unknown>, round: number): Record<string, unknown>;
  /** Why a field's value is refused, in words ("From 0 to 20 patients"). */
  invalid(key: string, values: Record<string, unknown>, t: Translate): string;
  /** A step of the round: its letter's name and what the table does then. */
  stepName?(step: string, t: Translate): string;
  stepText?(step: string, t: Translate): string;
  /** The clock in one line ("60 seconds a round", "Fitted to the table: 7:30"). */
  clockText(clock: Record<string, unknown>, t: Translate): string;
}

/** One step of a game's guided first game (docs/guided-game.md), as the table's guide shows it. */
export interface GuideStep<K extends GameKind> {
  id: string;
  /** The services hold the clock and every wait while this step shows. */
  held: boolean;
  /** Round two of FLATLINE: the guide only names what to do; the clock runs. */
  light?: boolean;
  /** Done when the game, from where it stood as the step began, shows this; absent: the player reads it and goes on. */
  done?(now: GameDetailOf<K>, from: GameDetailOf<K>): boolean;
  /** Whether the step has anything to show now (absent: always); one that has not is passed over. */
  shows?(now: GameDetailOf<K>): boolean;
  /**
   * The step's line (what to do and why), the board element it sits at (a CSS selector; null: the
   * board as a whole), and the elements it rings, in the order a player uses them (the die, its place);
   * `stuck`: what the step asks is no longer possible (the player put the dice elsewhere), so Go on passes it.
   */
  view(game: GameDetailOf<K>, t: Translate): { text: string; spot: string | null; marks: string[]; stuck?: boolean };
  /** What to try instead, after the game refused a move at this step. */
  retry?(game: GameDetailOf<K>, t: Translate): string;
  /**
   * The move it rings is one the game refuses, and its reason is the lesson (FUSE: Countdown's stack
   * filled from the top): once the game has refused it, its `retry` says why in the player's words
   * (in place of the engine's reason), and the player goes on.
   */
  refusal?: boolean;
  /**
   * The step on one seat's device, when a group takes the guide together (docs/guided-game.md): what
   * that seat does now and why, or who acts instead. Absent: the main screen's words, read there.
   * The device's game has no seed (a device never learns the deal); a step's words never read it.
   */
  seatView?(game: GameDetailOf<K>, seat: number, t: Translate): SeatGuideView;
}

/** A guide step as one seat's device shows it: its words, whether this seat acts now, and what it rings on the seat view. */
export interface SeatGuideView {
  text: string;
  /** This seat (alone, or as any seat may) makes the step's move now. */
  acts: boolean;
  /** The seat view's elements to ring, in the order a player uses them (none when another seat acts). */
  marks: string[];
  /** Another seat makes this step's move (the words name it), even at a step the main screen reads on. */
  watch?: boolean;
}

/**
 * Block: a guided first game ("Learn to play"): the real table on a fixed deal, its clock held while
 * each step is explained. Without it the launcher offers no "Learn to play" for the game.
 */
export interface TableGuideBlock<K extends GameKind> {
  /** The guided game to create (its setup and fixed deal, marked guided), in the player's words. */
  create(t: Translate): ApiInput<'createGame'> & { kind: K };
  /** Optional: the guided game for a group, each at their own device (invited from the table's menu). */
  group?(t: Translate): ApiInput<'createGame'> & { kind: K };
  /**
   * A first real game, set up as a newcomer's: started in one press at the guide's end. `group`: for
   * the group that took the guide together (its seats), else for one person.
   */
  firstGame(t: Translate, group?: boolean): ApiInput<'createGame'> & { kind: K };
  /** With `group`: whether a guided game is the group's (told by its seats), so that its end offers the group's real game and guide again. */
  isGroup?(seats: number): boolean;
  steps: readonly GuideStep<K>[];
  /**
   * Optional: the guide explains each step the board lights while it shows what the game did by
   * itself (a resolution), during the guide's held steps: the line's words (what happens there and
   * why), where it sits (a CSS selector), what the place is read with (`around`: the line sits
   * beside the place and these together) and what else it keeps off (`clear`). Without it the guide
   * says to watch those steps.
   */
  explain?(game: GameDetailOf<K>, step: BoardLitStep, t: Translate): { text: string; spot: string; around?: string[]; clear?: string[] };
  /**
   * Optional, with `explain`: whether the guide stands on this lit log line (one stop for each thing
   * the table did, at the last step of it; the board plays the lit steps before it at the table's
   * pace). Absent: it stands on every lit step.
   */
  stops?(game: GameDetailOf<K>, line: number): boolean;
  /** What the guide's line never covers (CSS selectors): the places a player needs at every step (FLATLINE's trays). */
  keepClear?: readonly string[];
  /** A refused move's reason in the player's language, as the board says it at the place. */
  refusalText(refusal: { code: string; message: string; params?: Record<string, string | number> }, words: { t: Translate; has(key: string): boolean }): string;
}

/**
 * A game's pieces of the interface: its core (board, new-game form, history page, the words every
 * generic screen needs about it) and the blocks it offers, each beside its engine block: `clock`,
 * `records`, `campaign`, `advice` (bots need nothing of their own here: the table marks a bot's
 * seat the same way for every game). A game declares only the blocks it has; generic screens ask
 * (`game.campaign?.ladder(t)`) and never import a game's folder: games/registry.ts lists one per game.
 */
export interface TableGame<K extends GameKind> {
  kind: K;
  /** The translation key of the game's name. */
  nameKey: string;
  /**
   * Optional: the game's tile on the start screen, our own artwork: an SVG's URL (imported from the
   * game's folder, e.g. `./tile.svg`) or a component drawing it. Without it the tile shows the name.
   */
  tile?: string | Component<Record<string, never>>;
  Board: Component<BoardProps<K>>;
  /**
   * Optional: the game drawn for one seat on a phone, tablet or laptop at the table (devices.md), a
   * second view of the same board model. Without it the device says this seat is played at the main screen.
   */
  SeatView?: Component<SeatViewProps<K>>;
  NewGame: Component<{ busy: boolean; onCreate: (input: ApiInput<'createGame'>) => Promise<boolean> }>;
  HistoryGame: Component<{ client: ApiClient; result: Extract<GameResult, { kind: K }>; onBack: () => void }>;
  /** One line on how a game is set up (players, level, clock). */
  settingsText(game: Pick<GameSummaryOf<K>, 'setup' | 'solitaire' | 'seats' | 'clockMs'>, t: Translate): string;
  /** A finished game's settings in the history table. */
  historySettings(result: Extract<GameResult, { kind: K }>, t: Translate): string;
  /** People one table seats (FLATLINE 1–5, one person playing two colours; FUSE: Countdown 1–4): a campaign crew's size too. */
  players: { min: number; max: number };
  /** Where a saved game stands, in the game's own word: "Round 3" (FLATLINE), "Turn 22" (FUSE: Countdown). */
  roundText(round: number, t: Translate): string;
  /** Why a game was lost, in words. */
  causeText(cause: string, t: Translate): string;

  // What the table shell (lib/table/TableShell.svelte) shows around the board.
  /** The bar's stage label: "Round 2 of 3", "Turn 7". */
  stageText(game: GameDetailOf<K>, t: Translate): string;
  /** The log drawer's lines, oldest first. */
  logLines(game: GameDetailOf<K>, t: Translate): TableLogLine[];
  /** The rules reference, opened from the menu (it covers, so it pauses). */
  Rules: Component<Record<string, never>>;
  /** The legend naming every symbol of the board, one key away. */
  Legend: Component<Record<string, never>>;
  /**
   * The game's part of the end-of-game card: how it ended, its numbers. `stats` loads the finished
   * game's kind's statistics (with this game in them), for a best score beside this one.
   */
  EndSummary: Component<{ game: GameDetailOf<K>; stats?: () => Promise<Stats> }>;

  // The blocks the game offers.
  clock?: TableClockBlock<K>;
  records?: TableRecordsBlock;
  campaign?: TableCampaignBlock<K>;
  /** Without it the table offers no Hint button, and bots propose nothing on the board. */
  advice?: TableAdviceBlock<K>;
  /** Without it the game has no daily deal on the start screen. */
  daily?: TableDailyBlock;
  /** Without it a replay shows the game's rounds, and neither moments nor what was hidden. */
  replay?: TableReplayBlock<K>;
  /** Without it the start screen offers no companion for the physical box. */
  companion?: TableCompanionBlock;
  /** Without it the launcher offers no guided first game ("Learn to play"). */
  guide?: TableGuideBlock<K>;
}

/** A game's pieces with its types forgotten, as generic screens hold games of any kind. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTableGame = TableGame<any>;
