import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseWindowState, WINDOW_STATE_FILE, type SavedWindowState } from './window-state';

/** The saved window state in `dataDir`, or null when it is missing or damaged (defaults then). */
export function readWindowState(dataDir: string): SavedWindowState | null {
  let text: string;
  try {
    text = readFileSync(join(dataDir, WINDOW_STATE_FILE), 'utf8');
  } catch {
    return null;
  }
  return parseWindowState(text);
}

/**
 * Saves the window state beside the games: written to a temporary file and renamed over the old
 * one, so a crash mid-write never leaves half a file. A failure is reported, never thrown: losing
 * the window's place must not stop the app from closing.
 */
export function writeWindowState(dataDir: string, state: SavedWindowState, log: (message: string) => void = console.warn): void {
  const file = join(dataDir, WINDOW_STATE_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`, 'utf8');
    renameSync(temporary, file);
  } catch (error) {
    log(`The window's size and place could not be saved in ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
