/** Why a move is refused: a stable kebab-case code, an English reason, params for translations. Every game's rules answer with it. */
export interface Refusal {
  code: string;
  reason: string;
  params?: Record<string, string | number>;
}

export const refusal = (code: string, reason: string, params?: Record<string, string | number>): Refusal => (params ? { code, reason, params } : { code, reason });
