import { describe, expect, it } from 'vitest';
import { hiddenParts } from './scroll-signs';

describe('hiddenParts: what a scrolling column hides', () => {
  it('nothing when everything fits', () => {
    expect(hiddenParts({ scrollTop: 0, scrollHeight: 400, clientHeight: 400 })).toEqual({ above: false, below: false });
  });
  it('the part below at the top of a long column', () => {
    expect(hiddenParts({ scrollTop: 0, scrollHeight: 600, clientHeight: 400 })).toEqual({ above: false, below: true });
  });
  it('both parts in the middle', () => {
    expect(hiddenParts({ scrollTop: 100, scrollHeight: 600, clientHeight: 400 })).toEqual({ above: true, below: true });
  });
  it('only the part above at the bottom, half a pixel of rounding aside', () => {
    expect(hiddenParts({ scrollTop: 199.5, scrollHeight: 600, clientHeight: 400 })).toEqual({ above: true, below: false });
  });
  it('nothing once the column would fit without the sign that takes room under it', () => {
    expect(hiddenParts({ scrollTop: 0, scrollHeight: 505, clientHeight: 488 }, 35)).toEqual({ above: false, below: false });
    expect(hiddenParts({ scrollTop: 17, scrollHeight: 505, clientHeight: 488 }, 35)).toEqual({ above: false, below: false });
    expect(hiddenParts({ scrollTop: 0, scrollHeight: 530, clientHeight: 488 }, 35)).toEqual({ above: false, below: true });
  });
});
