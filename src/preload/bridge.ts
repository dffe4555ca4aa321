import { API_METHODS, IPC_CALL, IPC_EVENT } from '@shared/api-methods';
import type { ApiBridge, ApiEvent } from '@shared/api';
import type { Result } from '@shared/errors';

/** The two things the bridge needs from ipcRenderer; it never hands ipcRenderer itself on. */
export interface IpcChannel {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

/**
 * What the page sees as `window.fuse`: one function per API method, each sending its name and
 * payload over the one IPC channel, plus `subscribe` for pushed events. A call that fails at the
 * IPC level (main gone, handler missing) still answers with a Result, as ApiBridge promises.
 */
export function createBridge(ipc: IpcChannel): ApiBridge {
  const bridge: Record<string, unknown> = {};
  for (const method of API_METHODS) {
    bridge[method] = async (input: unknown): Promise<Result<unknown>> => {
      try {
        return (await ipc.invoke(IPC_CALL, method, input)) as Result<unknown>;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { ok: false, error: { code: 'ipc-failed', message: `The app did not answer ${method}: ${reason}` } };
      }
    };
  }
  bridge['subscribe'] = (listener: (event: ApiEvent) => void): (() => void) => {
    if (typeof listener !== 'function') throw new TypeError('subscribe needs a listener function');
    // Only the event object reaches the page, never the IPC event (which carries the sender).
    const relay = (_event: unknown, payload: unknown) => listener(payload as ApiEvent);
    ipc.on(IPC_EVENT, relay);
    return () => {
      ipc.removeListener(IPC_EVENT, relay);
    };
  };
  return Object.freeze(bridge) as ApiBridge;
}
