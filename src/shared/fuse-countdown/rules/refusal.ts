/** Why a move is refused: a stable kebab-case code, an English reason, params for translations. */
export interface RuleRefusal {
  code: string;
  reason: string;
  params?: Record<string, string | number>;
}

export const refusal = (code: string, reason: string, params?: Record<string, string | number>): RuleRefusal =>
  params ? { code, reason, params } : { code, reason };
