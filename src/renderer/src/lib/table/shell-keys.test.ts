import { describe, expect, it } from 'vitest';
import { shellKey, type ShellKeyState } from './shell-keys';

const open: ShellKeyState = { endCard: false, sheet: null, over: false };
const press = (key: string, more: Partial<Parameters<typeof shellKey>[0]> = {}) => ({ key, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, target: null, ...more });

describe('the table shell’s keys, the same for every game', () => {
  it('P pauses and resumes, in either case, while nothing else covers the table', () => {
    expect(shellKey(press('p'), open)).toBe('pause');
    expect(shellKey(press('P'), open)).toBe('pause');
    expect(shellKey(press('p'), { ...open, sheet: 'menu' })).toBeNull();
    expect(shellKey(press('p'), { ...open, over: true })).toBeNull();
    expect(shellKey(press('p'), { ...open, endCard: true })).toBeNull();
  });

  it('H shows or hides a hint while nothing covers the table and the game is on', () => {
    expect(shellKey(press('h'), open)).toBe('hint');
    expect(shellKey(press('H'), open)).toBe('hint');
    expect(shellKey(press('h'), { ...open, sheet: 'legend' })).toBeNull();
    expect(shellKey(press('h'), { ...open, over: true })).toBeNull();
    expect(shellKey(press('h', { ctrlKey: true }), open)).toBeNull();
  });

  it('L or ? opens and closes the legend', () => {
    expect(shellKey(press('l'), open)).toBe('legend');
    expect(shellKey(press('?'), { ...open, sheet: 'legend' })).toBe('legend');
    expect(shellKey(press('L'), { ...open, sheet: 'rules' })).toBeNull();
  });

  it('leaves a key alone when typed into a field, held with a modifier, or already taken by the board', () => {
    const field = { closest: (selector: string) => (selector.includes('input') ? {} : null) } as unknown as EventTarget;
    expect(shellKey(press('p', { target: field }), open)).toBeNull();
    expect(shellKey(press('p', { ctrlKey: true }), open)).toBeNull();
    expect(shellKey(press('p', { defaultPrevented: true }), open)).toBeNull();
    expect(shellKey(press('x'), open)).toBeNull();
  });
});
