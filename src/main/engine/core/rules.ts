import type { Refusal } from '@shared/refusal';

export type { Refusal } from '@shared/refusal';

/** One action's answer: the new state, or why it was refused (the state untouched). */
export type Applied<State> = { ok: true; state: State } | { ok: false; refusal: Refusal };
