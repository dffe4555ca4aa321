// A bot's seat is marked at the table: a robot's head and the word BOT beside its badge, its tip and
// the badge's name saying it is a bot and at what pace; a person's badge has no such mark. The same
// mark, spoken, names a bot in a seat view's lists.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import { locale } from '../i18n/i18n.svelte';
import PlayerBadge from './PlayerBadge.svelte';
import BotMark from './BotMark.svelte';
import BotLegend from './BotLegend.svelte';

afterEach(() => {
  locale.current = 'en';
});

describe('the bot mark', () => {
  it('marks a bot’s badge with BOT and says its pace; a person’s badge has none', () => {
    render(PlayerBadge, { player: { name: 'Bot 2', colour: 'blue', bot: 'quick' } });
    const mark = screen.getByTestId('bot-mark');
    expect(mark.textContent?.trim()).toBe('BOT');
    expect(mark.getAttribute('title')).toBe('A bot plays Bot 2, at the quick pace');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Bot 2 (blue, dots), a bot playing at the quick pace');
  });

  it('leaves a person’s badge as it was', () => {
    render(PlayerBadge, { player: { name: 'Ada', colour: 'red' } });
    expect(screen.queryByTestId('bot-mark')).toBeNull();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Ada (red, stripes)');
  });

  it('speaks in Italian too, and alone (in a list) says it in words a screen reader reads', () => {
    locale.current = 'it';
    render(BotMark, { name: 'Bot 3', pace: 'relaxed', spoken: true });
    const mark = screen.getByTestId('bot-mark');
    expect(mark.getAttribute('aria-hidden')).toBeNull();
    expect(mark.getAttribute('title')).toBe('Un bot gioca Bot 3, a ritmo tranquillo');
    expect(mark.querySelector('.visually-hidden')?.textContent).toBe('Un bot gioca Bot 3, a ritmo tranquillo');
  });

  it('has its lines in the legend: the mark, and the proposal’s badge', () => {
    render(BotLegend);
    const lines = screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    expect(lines).toEqual([
      'BOT A bot plays this seat. Its tip names its pace: relaxed, steady or quick.',
      "★ Bot 2 proposes The bots' proposal on a decision of the whole table: press that choice to agree, or choose another.",
    ]);
  });
});
