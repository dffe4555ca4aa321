// The hint's one line says what it is: a hint, a new one in place of one taken, a refusal, or a new
// one on its way while the host gives this device its turn.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import HintLine from './HintLine.svelte';
import type { ShownLine, TableHint } from './hint.svelte';

const lineOf = (shown: ShownLine) => {
  render(HintLine, { hint: { shown } as TableHint });
  return [screen.getByTestId('hint-label').textContent, screen.getByTestId('hint-text').textContent];
};

describe("the hint's line", () => {
  it('says a new hint is on its way, and in how long, while the host gives this device its turn', () => {
    expect(lineOf({ text: '', moment: 8, refused: false, renewed: 'taken', waitSeconds: 3 })).toEqual(['New hint on its way:', 'ready in 3 s.']);
  });

  it('says a hint in place of one taken, as such', () => {
    expect(lineOf({ text: 'This die starts line 2.', moment: 8, refused: false, renewed: 'taken' })).toEqual(['New hint (the last one was taken):', 'This die starts line 2.']);
  });
});
