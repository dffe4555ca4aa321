import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { pauseWhenCovered } from './window-covered';

describe('the window covered', () => {
  it('pauses the running games when hidden or minimised, and not on other window events', () => {
    const window = new EventEmitter();
    let pauses = 0;
    pauseWhenCovered(window, () => pauses++);
    for (const event of ['focus', 'blur', 'resize', 'show', 'restore']) window.emit(event);
    expect(pauses).toBe(0);
    window.emit('minimize');
    expect(pauses).toBe(1);
    window.emit('hide');
    expect(pauses).toBe(2);
  });
});
