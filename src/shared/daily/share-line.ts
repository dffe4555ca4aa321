import { sha256Hex } from './sha256';
import { isSetting, settingText, type DailyBlock, type DailyLineResult, type DailySetting } from './daily-block';

/**
 * A played daily deal as one line of text (docs/daily-deal.md, "The share line"): the game, the date,
 * the setting and the result, nothing that spoils the deal, and a check over the rest:
 *
 *   FUSE Table daily v1 | flatline | 2026-11-29 | players=2 level=standard meter=standard | won treated=7 rounds=6 | check=8af9af9f
 *
 * The check catches a line mistyped or edited by hand; anyone who reads the rule can compute it, so it
 * proves nothing about who played.
 */
export const LINE_PREFIX = 'FUSE Table daily';
export const LINE_VERSION = 'v1';
const SEPARATOR = ' | ';

export interface ShareLine {
  kind: string;
  /** The deal's UTC date, YYYY-MM-DD. */
  date: string;
  setting: DailySetting;
  result: DailyLineResult;
}

/** What is wrong with a pasted line: a stable code (the renderer's words) and what it names. */
export interface LineProblem {
  code: 'not-a-line' | 'version' | 'parts' | 'game' | 'date' | 'future-date' | 'setting' | 'result' | 'value' | 'impossible' | 'check';
  params: Record<string, string>;
}

export type ParsedLine = { ok: true; line: ShareLine } | { ok: false; problem: LineProblem };

/** The daily blocks by game kind, as the registry lists them. */
export type DailyBlocks = Readonly<Record<string, DailyBlock | undefined>>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

const clockText = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The check of a line: the first 8 hex digits of SHA-256 over everything before it. */
const checkOf = (body: string): string => sha256Hex(body).slice(0, 8);

/** A played deal as its line. */
export function formatLine(blocks: DailyBlocks, line: ShareLine): string {
  const block = blocks[line.kind];
  if (!block) throw new Error(`${line.kind} has no daily deal`);
  const setting = settingText(block, line.setting);
  const values = block.lineFields.map((field) => {
    const value = line.result.values[field.key] ?? 0;
    return `${field.key}=${field.form === 'clock' ? clockText(value) : value}`;
  });
  const body = [`${LINE_PREFIX} ${LINE_VERSION}`, line.kind, line.date, setting, [line.result.outcome, ...values].join(' ')].join(SEPARATOR);
  return `${body}${SEPARATOR}check=${checkOf(body)}`;
}

const problem = (code: LineProblem['code'], params: Record<string, string> = {}): ParsedLine => ({ ok: false, problem: { code, params } });

/** `key=value` words as pairs; null when a word is not one. */
function pairs(text: string): [string, string][] | null {
  const words = text.split(' ').filter((word) => word !== '');
  const out: [string, string][] = [];
  for (const word of words) {
    const at = word.indexOf('=');
    if (at <= 0) return null;
    out.push([word.slice(0, at), word.slice(at + 1)]);
  }
  return out;
}

/** A result value as its field writes it: a whole number, or m:ss in seconds; null when malformed. */
function readValue(form: 'count' | 'clock', text: string): number | null {
  if (form === 'count') return /^\d{1,4}$/.test(text) ? Number(text) : null;
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Reads a pasted line: the played deal, or the first thing wrong with it (in the order a reader
 * checks: the kind of line, its parts, the game, the date, the setting, the result, then the check).
 * `today`: a line dated after it is refused (nobody has played tomorrow's deal).
 */
export function parseLine(blocks: DailyBlocks, text: string, today: string): ParsedLine {
  const trimmed = text.trim();
  if (!trimmed.startsWith(LINE_PREFIX)) return problem('not-a-line');
  const parts = trimmed.split('|').map((part) => part.trim());
  const version = parts[0]!.slice(LINE_PREFIX.length).trim();
  if (version !== LINE_VERSION) return problem('version', { version: version.slice(0, 12) });
  if (parts.length !== 6) return problem('parts', { found: String(parts.length), expected: '6' });
  const [, kind, date, settingText, resultText, checkText] = parts as [string, string, string, string, string, string];

  const block = Object.prototype.hasOwnProperty.call(blocks, kind) ? blocks[kind] : undefined;
  if (!block) return problem('game', { game: kind.slice(0, 24) });
  if (!isDate(date)) return problem('date', { date: date.slice(0, 24) });
  if (date > today) return problem('future-date', { date, today });

  const settingPairs = pairs(settingText);
  if (!settingPairs) return problem('setting', { game: kind, field: '', value: settingText.slice(0, 40) });
  const setting: DailySetting = {};
  for (const [key, value] of settingPairs) {
    const field = block.fields.find((f) => f.key === key);
    if (!field || key in setting || !field.values.includes(value)) return problem('setting', { game: kind, field: key.slice(0, 24), value: value.slice(0, 24) });
    setting[key] = value;
  }
  const missing = block.fields.find((field) => !(field.key in setting));
  if (missing || !isSetting(block, setting)) return problem('setting', { game: kind, field: missing?.key ?? '', value: '' });

  const [outcome, ...rest] = resultText.split(' ').filter((word) => word !== '');
  if (outcome !== 'won' && outcome !== 'lost') return problem('result', { value: (outcome ?? '').slice(0, 24) });
  const valuePairs = pairs(rest.join(' '));
  if (!valuePairs) return problem('value', { game: kind, field: '', value: rest.join(' ').slice(0, 40) });
  const values: Record<string, number> = {};
  for (const field of block.lineFields) {
    const found = valuePairs.filter(([key]) => key === field.key);
    const read = found.length === 1 ? readValue(field.form, found[0]![1]) : null;
    if (read === null) return problem('value', { game: kind, field: field.key, value: (found[0]?.[1] ?? '').slice(0, 24) });
    values[field.key] = read;
  }
  const stray = valuePairs.find(([key]) => !block.lineFields.some((field) => field.key === key));
  if (stray) return problem('value', { game: kind, field: stray[0].slice(0, 24), value: stray[1].slice(0, 24) });

  const result: DailyLineResult = { outcome, values };
  const impossible = block.impossible(setting, result);
  if (impossible) return problem('impossible', { game: kind, field: impossible.field, why: impossible.why, limit: String(impossible.limit) });

  const line: ShareLine = { kind, date, setting, result };
  // The line as this app writes it: a check over anything else (spacing, order) would not match.
  const expected = formatLine(blocks, line);
  if (checkText !== expected.slice(expected.lastIndexOf(SEPARATOR) + SEPARATOR.length)) return problem('check');
  return { ok: true, line };
}
