import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureWindowState, MIN_WINDOW, parseWindowState, placeWindow, WINDOW_STATE_FILE, type SavedWindowState } from './window-state';
import { readWindowState, writeWindowState } from './window-state-file';

const LAPTOP = { x: 0, y: 0, width: 1920, height: 1050 };
const RIGHT_MONITOR = { x: 1920, y: 0, width: 2560, height: 1400 };
const saved = (over: Partial<SavedWindowState> = {}): SavedWindowState => ({ x: 100, y: 80, width: 1400, height: 900, maximized: false, fullScreen: false, ...over });

describe('the window state file', () => {
  it('reads back a saved state', () => {
    expect(parseWindowState(JSON.stringify(saved({ maximized: true })))).toEqual(saved({ maximized: true }));
  });

  it('ignores a missing, damaged or strange file (defaults are used)', () => {
    for (const text of [null, '', '{', '[]', 'null', '{"x":1}', JSON.stringify({ ...saved(), width: 'wide' }), JSON.stringify({ ...saved(), x: 1e12 }), JSON.stringify({ ...saved(), height: 0 })]) {
      expect(parseWindowState(text)).toBeNull();
    }
  });

  describe('on disk', () => {
    let dir: string;
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('writes whole files that read back, leaving no temporary file', () => {
      dir = mkdtempSync(join(tmpdir(), 'fuse-window-'));
      expect(readWindowState(dir)).toBeNull();
      writeWindowState(dir, saved({ fullScreen: true }));
      expect(readWindowState(dir)).toEqual(saved({ fullScreen: true }));
      expect(readdirSync(dir)).toEqual([WINDOW_STATE_FILE]);
      writeFileSync(join(dir, WINDOW_STATE_FILE), '{"x": 3, "y":');
      expect(readWindowState(dir)).toBeNull();
    });

    it('reports a folder it cannot write to instead of throwing', () => {
      dir = mkdtempSync(join(tmpdir(), 'fuse-window-'));
      const said: string[] = [];
      writeWindowState(join(dir, 'missing', 'folder'), saved(), (message) => said.push(message));
      expect(said).toHaveLength(1);
      expect(said[0]).toContain(WINDOW_STATE_FILE);
    });
  });
});

describe('where the window opens', () => {
  it('opens at the default size on a first run, smaller on a small screen but never below 1024×640', () => {
    expect(placeWindow(null, [LAPTOP])).toEqual({ width: 1280, height: 820, maximized: false, fullScreen: false });
    expect(placeWindow(null, [{ x: 0, y: 0, width: 1200, height: 700 }])).toEqual({ width: 1200, height: 700, maximized: false, fullScreen: false });
    expect(placeWindow(null, [{ x: 0, y: 0, width: 800, height: 560 }])).toEqual({ width: MIN_WINDOW.width, height: MIN_WINDOW.height, maximized: false, fullScreen: false });
  });

  it('comes back where it was, with its size and mode, on either display', () => {
    expect(placeWindow(saved({ maximized: true }), [LAPTOP, RIGHT_MONITOR])).toEqual({ x: 100, y: 80, width: 1400, height: 900, maximized: true, fullScreen: false });
    const right = saved({ x: 2200, y: 100, fullScreen: true });
    expect(placeWindow(right, [LAPTOP, RIGHT_MONITOR])).toEqual({ x: 2200, y: 100, width: 1400, height: 900, maximized: false, fullScreen: true });
  });

  it('brings a window left on an unplugged monitor back onto the primary display, centred', () => {
    const right = saved({ x: 2200, y: 100, width: 1400, height: 900 });
    expect(placeWindow(right, [LAPTOP])).toEqual({ x: 260, y: 75, width: 1400, height: 900, maximized: false, fullScreen: false });
    // Barely on screen (a 40 px sliver) counts as off screen too.
    expect(placeWindow(saved({ x: 1880 }), [LAPTOP])).toMatchObject({ x: 260, y: 75 });
  });

  it('shrinks a window larger than its display to fit, and never below the minimum size', () => {
    expect(placeWindow(saved({ x: 50, y: 40, width: 2400, height: 1300 }), [LAPTOP])).toEqual({ x: 0, y: 0, width: 1920, height: 1050, maximized: false, fullScreen: false });
    expect(placeWindow(saved({ width: 300, height: 200 }), [LAPTOP])).toMatchObject({ width: 1024, height: 640 });
  });

  it('saves the normal bounds of a maximised window, so un-maximising restores them', () => {
    const window = {
      getNormalBounds: () => ({ x: 10.4, y: 20, width: 1300, height: 810.6 }),
      isMaximized: () => true,
      isFullScreen: () => false,
    };
    expect(captureWindowState(window)).toEqual({ x: 10, y: 20, width: 1300, height: 811, maximized: true, fullScreen: false });
  });
});
