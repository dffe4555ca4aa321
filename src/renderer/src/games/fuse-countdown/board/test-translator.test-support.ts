// A tiny stand-in for i18next over FUSE: Countdown's table locale files: dotted keys, {{name}} interpolation, `_one` for a count of 1.
import enLog from '../../../locales/en/fuse-countdown/log.json';
import itLog from '../../../locales/it/fuse-countdown/log.json';
import enTable from '../../../locales/en/fuse-countdown/table.json';
import enTurn from '../../../locales/en/fuse-countdown/turn.json';
import enEnd from '../../../locales/en/fuse-countdown/end.json';
import itTable from '../../../locales/it/fuse-countdown/table.json';
import itTurn from '../../../locales/it/fuse-countdown/turn.json';
import itEnd from '../../../locales/it/fuse-countdown/end.json';
import enIcons from '../../../locales/en/fuse-countdown/icons.json';
import itIcons from '../../../locales/it/fuse-countdown/icons.json';
import type { Translator } from './board-text';

function translator(tree: Record<string, unknown>): Translator {
  const find = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return {
    has: (key) => typeof find(key) === 'string',
    t: (key, params = {}) => {
      // English and Italian have one singular form: `_one` for a count of 1, as i18next picks it.
      const one = params.count === 1 ? find(`${key}_one`) : undefined;
      const text = typeof one === 'string' ? one : find(key);
      if (typeof text !== 'string') return key;
      return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
    },
  };
}

export const trEn = translator({ 'fuse-countdown': { table: enTable, turn: enTurn, end: enEnd, log: enLog, icons: enIcons } });
export const trIt = translator({ 'fuse-countdown': { table: itTable, turn: itTurn, end: itEnd, log: itLog, icons: itIcons } });
