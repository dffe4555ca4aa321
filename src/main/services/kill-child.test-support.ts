import { spawn } from 'node:child_process';

/**
 * Runs a TypeScript child (through tsx) and SIGKILLs it `delayMs` after `enough` says so of the
 * stdout lines read so far; resolves with every line read before the kill (what the child had
 * acknowledged). A child that exits by itself is an error carrying its stderr.
 */
export function runUntilKilled(script: string, args: readonly string[], enough: (lines: readonly string[]) => boolean, delayMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    let buffered = '';
    let errors = '';
    let killing = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      lines.push(...parts.filter(Boolean));
      if (!killing && enough(lines)) {
        killing = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    // What was read before the kill is what was acknowledged; later output never arrives.
    child.on('exit', (code, signal) => (signal === 'SIGKILL' ? resolve(lines) : reject(new Error(`${script} exited with ${code}: ${errors}`))));
  });
}
