import { z } from 'zod';

/**
 * Names and titles people type: one line of visible text. A name comes back after a restart exactly
 * as it was acknowledged, and nothing in it can reorder or hide the text around it.
 */

/** C0 and C1 controls, DEL, and the line and paragraph separators: a name is one line, with no terminal escape in it. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder what follows. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/** Half of a UTF-16 pair on its own: not a character, and changed by any round trip through UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;
/**
 * Characters that show nothing: spaces, format characters (zero-width spaces and joiners, marks,
 * the byte-order mark, the soft hyphen), fillers drawn blank, and variation selectors.
 */
const INVISIBLE = /\p{Z}|\p{Cf}|\p{Variation_Selector}|[\u115F\u1160\u2800\u3164\uFFA0]|\u034F|\u17B4|\u17B5/gu;

/** Why a piece of text is refused, or null when it is clean. */
export function textProblem(text: string): string | null {
  if (LONE_SURROGATE.test(text)) return 'has a broken character (half of a surrogate pair)';
  if (CONTROL.test(text)) return 'has a control character';
  if (BIDI_CONTROL.test(text)) return 'has a character that changes the text direction';
  return null;
}

/** The form text is stored in: Unicode NFC, without surrounding space. */
export function normaliseText(text: string): string {
  return text.normalize('NFC').trim();
}

/** True when nothing of the text would show on screen. */
export function isInvisible(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}

/**
 * A schema for a name or title: clean (see textProblem), normalised, not empty once invisible
 * characters are left out, and at most `max` characters. `empty` and `tooLong` are its messages.
 */
export function cleanTextSchema(max: number, messages: { empty: string; tooLong: string }) {
  return z
    .string()
    .superRefine((text, ctx) => {
      const problem = textProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: `the text ${problem}` });
    })
    .transform(normaliseText)
    .pipe(z.string().refine((text) => !isInvisible(text), messages.empty).max(max, messages.tooLong));
}

/** A saved game's title (new games, renames and imported files). */
export const gameTitleSchema = cleanTextSchema(60, { empty: 'a game needs a name', tooLong: 'a game name has at most 60 characters' });
