/**
 * JSON.parse for a large game file without holding the event loop for the whole text: the
 * top-level object's members are parsed one by one, and the elements of its `actions` array one
 * by one, with a pause (a yield) every SLICE_CHARS characters. The result is what JSON.parse
 * gives, and any text JSON.parse refuses is refused (with a SyntaxError): each piece goes through
 * JSON.parse itself, and the punctuation between pieces is checked here.
 */

const SLICE_CHARS = 25_000;
const WHITESPACE = /[ \t\n\r]*/y;
// A string ends at its first unescaped quote; control characters inside are refused by JSON.parse later.
const STRING = /"(?:[^"\\]|\\.)*"/y;
const STRUCTURE = /[[\]{}"]/g;
const LITERAL_END = /[,\]}\s]|$/g;

const fail = (at: number): never => {
  throw new SyntaxError(`Unexpected JSON at position ${at}`);
};

function skipWhitespace(text: string, at: number): number {
  WHITESPACE.lastIndex = at;
  WHITESPACE.exec(text);
  return WHITESPACE.lastIndex;
}

/** The index just after the JSON value that starts at `at` (not validated: JSON.parse does that). */
function valueEnd(text: string, at: number): number {
  const first = text[at];
  if (first === '"') {
    STRING.lastIndex = at;
    if (!STRING.exec(text)) fail(at);
    return STRING.lastIndex;
  }
  if (first === '{' || first === '[') {
    let depth = 0;
    STRUCTURE.lastIndex = at;
    for (let match = STRUCTURE.exec(text); match; match = STRUCTURE.exec(text)) {
      const char = match[0];
      if (char === '"') {
        STRUCTURE.lastIndex = valueEnd(text, match.index);
        continue;
      }
      depth += char === '{' || char === '[' ? 1 : -1;
      if (depth === 0) return match.index + 1;
    }
    return fail(at);
  }
  LITERAL_END.lastIndex = at;
  const end = LITERAL_END.exec(text)!.index;
  return end === at ? fail(at) : end;
}

/** Parses `text` as JSON.parse would, yielding now and then; only the game file's shape is split. */
export function* parseJsonInSlices(text: string, splitKey = 'actions'): Generator<void, unknown, void> {
  let at = skipWhitespace(text, 0);
  if (text[at] !== '{') return JSON.parse(text) as unknown;
  const entries: [string, unknown][] = [];
  let sinceYield = 0;
  at = skipWhitespace(text, at + 1);
  if (text[at] === '}') {
    if (skipWhitespace(text, at + 1) !== text.length) fail(at + 1);
    return {};
  }
  for (;;) {
    if (text[at] !== '"') fail(at);
    const keyEnd = valueEnd(text, at);
    const key = JSON.parse(text.slice(at, keyEnd)) as string;
    at = skipWhitespace(text, keyEnd);
    if (text[at] !== ':') fail(at);
    at = skipWhitespace(text, at + 1);
    if (key === splitKey && text[at] === '[') {
      const elements: unknown[] = [];
      at = skipWhitespace(text, at + 1);
      if (text[at] === ']') at++;
      else {
        for (;;) {
          const end = valueEnd(text, at);
          elements.push(JSON.parse(text.slice(at, end)));
          sinceYield += end - at;
          if (sinceYield >= SLICE_CHARS) {
            sinceYield = 0;
            yield;
          }
          at = skipWhitespace(text, end);
          if (text[at] === ']') {
            at++;
            break;
          }
          if (text[at] !== ',') fail(at);
          at = skipWhitespace(text, at + 1);
        }
      }
      entries.push([key, elements]);
    } else {
      const end = valueEnd(text, at);
      entries.push([key, JSON.parse(text.slice(at, end))]);
      at = end;
    }
    at = skipWhitespace(text, at);
    if (text[at] === '}') break;
    if (text[at] !== ',') fail(at);
    at = skipWhitespace(text, at + 1);
  }
  if (skipWhitespace(text, at + 1) !== text.length) fail(at + 1);
  // Later duplicates win and "__proto__" stays an ordinary key, as with JSON.parse.
  return Object.fromEntries(entries);
}

/** Runs parseJsonInSlices to its end at once (for tests and small texts). */
export function parseJsonAtOnce(text: string): unknown {
  const steps = parseJsonInSlices(text);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
