// What the new-game forms of every game share about their seats and their problems: a colour or a
// role held by one seat only, and problems that each name a field ("names.2", "seed", "fuses") and a
// translatable message, the first of which takes the focus.

/** A problem with one field of a draft, in words the translation layer gives. */
export interface FieldProblem {
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

/** Puts the focus on the first field with a problem (fields carry `data-field`). */
export function focusFirstProblem(form: HTMLFormElement | null, problems: readonly FieldProblem[]): void {
  const first = problems[0];
  if (!form || !first) return;
  form.querySelector<HTMLElement>(`[data-field="${CSS.escape(first.field)}"]`)?.focus();
}

/**
 * Gives `seat` a value no two seats may share (a colour, a role): the seat that held it takes this
 * seat's old value in exchange.
 */
export function giveToSeat<T>(values: readonly T[], seat: number, value: T): T[] {
  const next = [...values];
  const previous = next[seat]!;
  const holder = next.indexOf(value);
  next[seat] = value;
  if (holder >= 0 && holder !== seat) next[holder] = previous;
  return next;
}

/** A createGame call with the seats' chosen profiles, sent only when some seat has one. */
export function withProfiles<I extends object>(input: I, profiles: readonly (string | null)[]): I | (I & { profiles: (string | null)[] }) {
  return profiles.some((profile) => profile !== null) ? { ...input, profiles: [...profiles] } : input;
}
