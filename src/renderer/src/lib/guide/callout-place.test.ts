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

  it('at 1024×640, beside a tall prompt in the right column, slides along its side off what the player must read or press', () => {
    const small = { width: 1024, height: 640 };
    const prompt = { left: 700, top: 300, width: 300, height: 300 };
    // Above the prompt, the triage area's words; left of it, the patients' lines the question lights.
    const triageArea = { left: 700, top: 100, width: 320, height: 160 };
    const litLines = { left: 300, top: 380, width: 380, height: 120 };
    const placed = placeCallout(prompt, { width: 380, height: 130 }, small, [prompt, triageArea, litLines]);
    // No room below; above covers the triage area; centred on the left it covers the lit lines: slid up, still beside the prompt.
    expect(placed).toEqual({ side: 'left', left: 308, top: 218 });
  });

  it('slides only as far as keeps it beside its place (48 px of its side), never to the window edge', () => {
    const spot = { left: 500, top: 100, width: 200, height: 50 };
    const die = { left: 550, top: 170, width: 50, height: 50 };
    const onTheRight = { left: 712, top: 60, width: 100, height: 100 };
    const onTheLeft = { left: 300, top: 60, width: 50, height: 100 };
    // Every centred side covers something (above does not fit): below, slid left until it clears the die.
    expect(placeCallout(spot, box, view, [spot, die, onTheRight, onTheLeft])).toEqual({ side: 'below', left: 248, top: 162 });
  });

  it('sits at the foot of the window when the place fills it', () => {
    expect(placeCallout({ left: 0, top: 0, width: 1280, height: 800 }, box, view, [])).toEqual({ side: 'inside', left: 8, top: 692 });
  });
});
