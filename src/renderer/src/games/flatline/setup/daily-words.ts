import type { TableDailyBlock } from '../../../lib/table-game';

/** FLATLINE's daily deal in words: players (1 is solitaire), level, the power meter's side. */
export const flatlineDaily: TableDailyBlock = {
  fieldLabel: (key, t) => t(`flatline.daily.fields.${key}`),
  valueText: (key, value, t) => {
    if (key === 'players') return value === '1' ? t('app.newGame.playerCountOne') : t('app.newGame.playerCount', { count: Number(value) });
    if (key === 'level') return t(`app.levels.${value}`);
    return t(`app.meterSides.${value}`);
  },
  resultText: (result, t) => t('flatline.daily.result', { treated: result.values.treated ?? 0, rounds: t('flatline.daily.rounds', { count: result.values.rounds ?? 0 }) }),
};
