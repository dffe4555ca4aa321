// What the new-game forms of every game share about their problems: each names a field ("names.2",
// "seed", "fuses") and a translatable message, and the first one takes the focus.

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
