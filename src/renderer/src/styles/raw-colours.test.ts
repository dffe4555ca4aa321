import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// Design tokens are the only place a colour is written as a value: the app's sheet (styles/tokens.css)
// and one sheet per game (games/<kind>/<kind>-tokens.css, its own inks). Components and other
// stylesheets name tokens (`var(--danger)`), so a theme (high contrast) can change them all.

const ROOT = join(__dirname, '..');
/** A hex colour (#abc, #aabbcc, #aabbccdd) or a colour function. */
const RAW_COLOUR = /#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})\b|\b(?:rgba?|hsla?)\(/g;
/** A line that defines one custom property: `  --name: value;`. */
const DEFINITION = /^\s*--[\w-]+\s*:[^;{}]*;\s*$/;

/** Is this file a token sheet: the app's, or a game's own named after its folder? */
export function isTokenSheet(file: string): boolean {
  if (file === 'styles/tokens.css') return true;
  const game = /^games\/([\w-]+)\/([\w-]+)-tokens\.css$/.exec(file);
  return game !== null && game[1] === game[2];
}

function styledFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return styledFiles(path);
    return /\.(svelte|css)$/.test(name) ? [relative(ROOT, path).split('\\').join('/')] : [];
  });
}

/** Every raw colour in a text, as "line: literal". */
export function rawColours(text: string): string[] {
  return text.split('\n').flatMap((line, i) => [...line.matchAll(RAW_COLOUR)].map((m) => `${i + 1}: ${m[0]}`));
}

/** Raw colours in a token sheet that are not on a `--name: value;` line: a sheet only defines tokens. */
export function coloursOutsideDefinitions(text: string): string[] {
  return text.split('\n').flatMap((line, i) => (DEFINITION.test(line) ? [] : [...line.matchAll(RAW_COLOUR)].map((m) => `${i + 1}: ${m[0]}`)));
}

describe('colours come from the design tokens', () => {
  it('finds hex colours and colour functions, and nothing else', () => {
    expect(rawColours('a { color: #fff; background: rgb(0 0 0 / 0.5); border-color: #1c242d80 }\nb { fill: hsl(10 50% 50%) }')).toEqual([
      '1: #fff',
      '1: rgb(',
      '1: #1c242d80',
      '2: hsl(',
    ]);
    expect(rawColours('<a href="#main">{#if x}{#each y as z}{/each}{/if}</a> url(#{uid}-pattern) var(--danger)')).toEqual([]);
  });

  it('knows a token sheet by its place and name', () => {
    expect(isTokenSheet('styles/tokens.css')).toBe(true);
    expect(isTokenSheet('games/flatline/flatline-tokens.css')).toBe(true);
    expect(isTokenSheet('games/fuse-countdown/fuse-countdown-tokens.css')).toBe(true);
    expect(isTokenSheet('games/flatline/fuse-countdown-tokens.css')).toBe(false);
    expect(isTokenSheet('games/flatline/board/flatline-tokens.css')).toBe(false);
    expect(isTokenSheet('styles/app.css')).toBe(false);
  });

  it('finds a colour in a token sheet that is not the value of a custom property', () => {
    const sheet = ':root {\n  --fc-lit: #7cf29a;\n  --veil: rgb(0 0 0 / 0.5);\n}\n.cell { color: #fff; }\n  --a: #111; color: #222;\n';
    expect(coloursOutsideDefinitions(sheet)).toEqual(['5: #fff', '6: #111', '6: #222']);
  });

  it('no component or stylesheet outside the token sheets writes a raw colour', () => {
    const offenders = styledFiles(ROOT)
      .filter((file) => !isTokenSheet(file))
      .flatMap((file) => rawColours(readFileSync(join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`));
    expect(offenders).toEqual([]);
  });

  it('token sheets only define custom properties', () => {
    const sheets = styledFiles(ROOT).filter(isTokenSheet);
    expect(sheets).toEqual(expect.arrayContaining(['styles/tokens.css', 'games/flatline/flatline-tokens.css', 'games/fuse-countdown/fuse-countdown-tokens.css']));
    const strays = sheets.flatMap((file) => coloursOutsideDefinitions(readFileSync(join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`));
    expect(strays).toEqual([]);
  });

  it('tokens.css holds the high-contrast theme', () => {
    const tokens = readFileSync(join(ROOT, 'styles/tokens.css'), 'utf8');
    expect(tokens).toContain(":root[data-theme='high-contrast']");
  });
});
