import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_KINDS } from '../src/shared/game-registry';

// docs/adding-a-game.md is checked against the code: every file outside the games' own folders that
// names a game (a kind written out, or an import of a game's folder) is a place a new game touches,
// so the guide must name it; and every place the guide names must exist.

const ROOT = join(__dirname, '..');
const GUIDE = readFileSync(join(ROOT, 'docs', 'adding-a-game.md'), 'utf8');

/** The games' own folders, in every layer: what a game brings, not what it touches. */
const gameFolder = (path: string): boolean =>
  GAME_KINDS.some((kind) =>
    [`src/shared/${kind}/`, `src/main/engine/${kind}/`, `src/renderer/src/games/${kind}/`, `src/renderer/src/locales/en/${kind}/`, `src/renderer/src/locales/it/${kind}/`].some((folder) =>
      path.startsWith(folder),
    ),
  );

/** Files that name a game for a reason of their own, not as a place a new game must be added. */
const NOT_A_PLACE: Record<string, string> = {
  'src/renderer/src/lib/table/sounds.ts': 'the word "flatline" names the monitor tone, not the game',
  'src/main/store/migrations/004-generic-results.ts': 'a migration converts the data of its day; a new game needs none',
  'scripts/bench/first-paint.ts': 'measures the platform on a FLATLINE table, as a sample',
  'scripts/bench/click-to-paint.ts': 'measures the platform on a FLATLINE table, as a sample',
  'scripts/bench/store.ts': 'measures the store with FLATLINE games, as a sample',
  'scripts/bench/stats.ts': 'measures statistics over both games, as a sample',
  'scripts/trace-placement.ts': 'traces the platform with FLATLINE placements, as a sample',
  'scripts/bench/guests.ts': 'measures the guest listener with FLATLINE seats, as a sample',
  'scripts/bench/guest-flood.ts': 'measures the guest listener under a flood with FLATLINE seats, as a sample',
  'scripts/fuse-countdown-oracle.ts': 'a balance study of one game\'s strong player (docs/fuse-countdown-balance.md), not part of the app',
  'src/shared/campaigns.ts': 'a campaign saved before there were two games is a FLATLINE campaign',
};

const isTest = (path: string) => /\.(test|spec)\.ts$|[./-]test-support\.ts$|\/fixtures\//.test(path);

function files(folder: string): string[] {
  return readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = `${folder}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return files(path);
    return /\.(ts|mts|mjs|svelte|json)$/.test(name) ? [path] : [];
  });
}

const kinds = GAME_KINDS.map((kind) => kind.replace('-', '\\-')).join('|');
const namesAGame = new RegExp(`['"/](${kinds})['"/]`);

/** Every place a game touches, from the code. */
const touched = [...files('src'), ...files('scripts')]
  .filter((path) => !gameFolder(path) && !isTest(path) && !(path in NOT_A_PLACE))
  .filter((path) => namesAGame.test(readFileSync(join(ROOT, path), 'utf8')))
  .sort();

/** Every path the guide names in backticks (files and folders under src/ or scripts/). */
const named = [...GUIDE.matchAll(/`((?:src|scripts)\/[^`<>*]+?)`/g)].map((m) => m[1]!);

describe('docs/adding-a-game.md against the code', () => {
  it('names every file outside the games\u2019 folders that names a game', () => {
    expect(touched.length).toBeGreaterThan(5);
    expect(touched.filter((path) => !named.includes(path))).toEqual([]);
  });

  it('names only places that exist', () => {
    expect(named.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('leaves out only files that exist', () => {
    expect(Object.keys(NOT_A_PLACE).filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });
});
