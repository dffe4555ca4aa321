import { describe, expect, it } from 'vitest';
import { placeCallout } from './callout-place';

const view = { width: 1280, height: 800 };
const box = { width: 300, height: 100 };

describe('where the guide line sits', () => {
  it('goes below the place it talks about, centred on it, when there is room', () => {
    expect(placeCallout({ left: 500, top: 100, width: 200, height: 50 }, box, view, [])).toEqual({ side: 'below', left: 450, top: 162 });
  });

  it('goes above a place at the foot of the window', () => {
    expect(placeCallout({ left: 500, top: 700, width: 200, height: 60 }, box, view, [])).toEqual({ side: 'above', left: 450, top: 588 });
  });

  it('keeps inside the window: a place at the left edge slides the line right', () => {
    expect(placeCallout({ left: 0, top: 100, width: 40, height: 40 }, box, view, [])).toMatchObject({ side: 'below', left: 8 });
  });

  it('never covers a rung die: it takes another side', () => {
    const die = { left: 550, top: 170, width: 50, height: 50 };
    expect(placeCallout({ left: 500, top: 100, width: 200, height: 50 }, box, view, [die])).toEqual({ side: 'right', left: 712, top: 75 });
  });

  it('sits at the foot of the window when the place fills it', () => {
    expect(placeCallout({ left: 0, top: 0, width: 1280, height: 800 }, box, view, [])).toEqual({ side: 'inside', left: 8, top: 692 });
  });
});
