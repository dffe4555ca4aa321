// The spoken name of a die space's requirement; takes the translator so it stays a pure function.
import type { SpaceRequirement } from './symbols';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function spaceName(requirement: SpaceRequirement, t: Translate): string {
  switch (requirement.kind) {
    case 'symbol':
      return t(`flatline.symbols.symbol.${requirement.symbol}`);
    case 'either':
      return t('flatline.symbols.space.either', {
        first: t(`flatline.symbols.symbol.${requirement.symbols[0]}`),
        second: t(`flatline.symbols.symbol.${requirement.symbols[1]}`),
      });
    case 'any':
      return t('flatline.symbols.space.any');
    case 'matching':
      return t('flatline.symbols.space.matching');
  }
}
