import { z } from 'zod';

/** The window's size, place and mode between runs: a small file in the app's data folder. */
export const WINDOW_STATE_FILE = 'window-state.json';

/** Smallest window the table is laid out for (table.md: 1024×640 and up). */
export const MIN_WINDOW = { width: 1024, height: 640 } as const;
/** The first run's size, made smaller where the screen is. */
export const DEFAULT_WINDOW = { width: 1280, height: 820 } as const;
/** How much of a saved window must lie on some display for it to count as on screen. */
const MIN_VISIBLE = 64;
/** Screens are far smaller than this; a larger figure is a damaged file, not a window. */
const MAX_COORD = 100_000;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const coord = z.number().int().min(-MAX_COORD).max(MAX_COORD);
const length = z.number().int().min(1).max(MAX_COORD);

export const savedWindowStateSchema = z.object({
  x: coord,
  y: coord,
  width: length,
  height: length,
  maximized: z.boolean(),
  fullScreen: z.boolean(),
});

export type SavedWindowState = z.infer<typeof savedWindowStateSchema>;

/** Where and how the window opens: x and y are left out on a first run (the system centres it). */
export interface WindowPlacement {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
  fullScreen: boolean;
}

/** The saved state, or null when the file is missing, not JSON, or not a window state. */
export function parseWindowState(text: string | null): SavedWindowState | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = savedWindowStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

const fits = (size: number, min: number, max: number) => Math.max(min, Math.min(size, Math.max(min, max)));

/**
 * Where the window opens, given what was saved and the displays' work areas (primary first). A
 * window no display shows enough of (a monitor unplugged since) comes back centred on the
 * primary display; a size is never below the minimum nor, where the screen allows, larger than
 * the display it opens on.
 */
export function placeWindow(saved: SavedWindowState | null, workAreas: readonly Rect[]): WindowPlacement {
  const primary = workAreas[0];
  if (!saved) {
    return {
      width: fits(DEFAULT_WINDOW.width, MIN_WINDOW.width, primary?.width ?? DEFAULT_WINDOW.width),
      height: fits(DEFAULT_WINDOW.height, MIN_WINDOW.height, primary?.height ?? DEFAULT_WINDOW.height),
      maximized: false,
      fullScreen: false,
    };
  }
  const mode = { maximized: saved.maximized, fullScreen: saved.fullScreen };
  const home = workAreas.find((area) => {
    const seen = overlap(saved, area);
    return seen.width >= MIN_VISIBLE && seen.height >= MIN_VISIBLE;
  });
  if (home) {
    const width = fits(saved.width, MIN_WINDOW.width, home.width);
    const height = fits(saved.height, MIN_WINDOW.height, home.height);
    // Shrunk to its display, it is moved as little as needed to stay on it.
    const x = Math.max(home.x, Math.min(saved.x, home.x + home.width - width));
    const y = Math.max(home.y, Math.min(saved.y, home.y + home.height - height));
    return { x: saved.width === width ? saved.x : x, y: saved.height === height ? saved.y : y, width, height, ...mode };
  }
  if (!primary) return { width: saved.width, height: saved.height, ...mode };
  const width = fits(saved.width, MIN_WINDOW.width, primary.width);
  const height = fits(saved.height, MIN_WINDOW.height, primary.height);
  return {
    x: primary.x + Math.round((primary.width - width) / 2),
    y: primary.y + Math.round((primary.height - height) / 2),
    width,
    height,
    ...mode,
  };
}

/** What a window tells about itself (Electron's BrowserWindow, or a test's fake). */
export interface WindowFacts {
  getNormalBounds(): Rect;
  isMaximized(): boolean;
  isFullScreen(): boolean;
}

/** The state to save: the normal (not maximised) bounds, so un-maximising next run restores them. */
export function captureWindowState(window: WindowFacts): SavedWindowState {
  const b = window.getNormalBounds();
  return {
    x: Math.round(b.x),
    y: Math.round(b.y),
    width: Math.round(b.width),
    height: Math.round(b.height),
    maximized: window.isMaximized(),
    fullScreen: window.isFullScreen(),
  };
}
