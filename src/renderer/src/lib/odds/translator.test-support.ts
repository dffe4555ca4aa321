// A small stand-in for i18next over the locale files the odds speak from: dotted keys, {{name}}, and
// `_one` for a count of 1 (as i18next picks it in English and Italian).
import enApp from '../../locales/en/app.json';
import itApp from '../../locales/it/app.json';
import enBoard from '../../locales/en/flatline/board.json';
import itBoard from '../../locales/it/flatline/board.json';
import enEnd from '../../locales/en/fuse-countdown/end.json';
import itEnd from '../../locales/it/fuse-countdown/end.json';
import enNewGame from '../../locales/en/fuse-countdown/new-game.json';
import itNewGame from '../../locales/it/fuse-countdown/new-game.json';
import type { Translate } from './odds-text';

function translator(tree: Record<string, unknown>): Translate {
  const find = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return (key, params = {}) => {
    const one = params.count === 1 ? find(`${key}_one`) : undefined;
    const text = typeof one === 'string' ? one : find(key);
    if (typeof text !== 'string') return key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
  };
}

export const tEn = translator({ app: enApp, flatline: { board: enBoard }, 'fuse-countdown': { end: enEnd, 'new-game': enNewGame } });
export const tIt = translator({ app: itApp, flatline: { board: itBoard }, 'fuse-countdown': { end: itEnd, 'new-game': itNewGame } });
