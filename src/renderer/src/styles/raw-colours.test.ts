import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// Design tokens (styles/tokens.css) are the only place a colour is written as a value: components
// and stylesheets name tokens (`var(--danger)`), so a theme (high contrast) can change them all.

const ROOT = join(__dirname, '..');
/** A hex colour (#abc, #aabbcc, #aabbccdd) or a colour function. */
const RAW_COLOUR = /#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})\b|\b(?:rgba?|hsla?)\(/g;

/**
 * Files owned elsewhere that still write raw colours. TODO(lead): FLATLINE's board is being rebuilt
 * on the tokens (wip-flboard); drop each file from this list once it uses tokens only.
 */
const NOT_YET_ON_TOKENS = new Set([
  'games/flatline/board/CardAreas.svelte',
  'games/flatline/board/EmergencyArea.svelte',
  'games/flatline/board/EmergencyCardView.svelte',
  'games/flatline/board/EndScreen.svelte',
  'games/flatline/board/EventLog.svelte',
  'games/flatline/board/FlatlineBoard.svelte',
  'games/flatline/board/LifeSupport.svelte',
  'games/flatline/board/PatientCard.svelte',
  'games/flatline/board/PowerMeter.svelte',
  'games/flatline/board/Prompt.svelte',
  'games/flatline/board/RerollTrack.svelte',
  'games/flatline/board/Space.svelte',
  'games/flatline/board/Stations.svelte',
  'games/flatline/board/Trays.svelte',
  'games/flatline/board/TriggerLight.svelte',
  'games/flatline/table/Die.svelte',
  'games/flatline/table/EmergencyDie.svelte',
  'games/flatline/table/RoundGuide.svelte',
  'games/flatline/table/RulesReference.svelte',
  'games/flatline/table/SpaceIcon.svelte',
  'games/flatline/table/SymbolShape.svelte',
]);

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

  it('no component or stylesheet outside tokens.css writes a raw colour', () => {
    const offenders = styledFiles(ROOT)
      .filter((file) => file !== 'styles/tokens.css' && !NOT_YET_ON_TOKENS.has(file))
      .flatMap((file) => rawColours(readFileSync(join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`));
    expect(offenders).toEqual([]);
  });

  it('tokens.css holds the high-contrast theme', () => {
    const tokens = readFileSync(join(ROOT, 'styles/tokens.css'), 'utf8');
    expect(tokens).toContain(":root[data-theme='high-contrast']");
  });
});
