// The live translation functions in the shape board-text.ts expects.
import { hasKey, t } from '../../../lib/i18n/i18n.svelte';
import type { Translator } from './board-text';

export const tr: Translator = { t, has: hasKey };
