import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { IPC_CALL, IPC_EVENT, type ApiEvent } from '@shared/api';
import type { Result } from '@shared/errors';
import type { ApiHost } from '../services/api-host';
import { isOurRenderer, type RendererLocation } from './renderer-location';

/** The frame facts the sender check reads (Electron's WebFrameMain, or a test's fake). */
export interface SenderFrame {
  url: string;
  parent: unknown;
}

/** Where events go: the windows' WebContents (or fakes). */
export interface EventTarget {
  isDestroyed(): boolean;
  send(channel: string, ...args: unknown[]): void;
}

export type IpcHandlerRegistry = Pick<IpcMain, 'handle' | 'removeHandler'>;

/**
 * Security checklist item 17: every call is checked against its sender. Only the top frame of a
 * page showing our renderer may reach the API; anything else is refused and logged, and nothing
 * runs. `senderFrame` is null when the frame has navigated away or been destroyed.
 */
export function senderRefusal(frame: SenderFrame | null | undefined, location: RendererLocation): string | null {
  if (!frame) return 'the calling frame is gone';
  if (frame.parent) return `a sub-frame (${frame.url}) may not call the API`;
  if (!isOurRenderer(frame.url, location)) return `${frame.url || 'an unknown page'} is not the app's page`;
  return null;
}

/**
 * Connects the application to IPC: one handler for every API method (the ApiHost validates the
 * method name and payload), and every ApiEvent forwarded to each open window. Returns a function
 * that undoes both.
 */
export function connectApiToIpc(options: {
  ipcMain: IpcHandlerRegistry;
  host: Pick<ApiHost, 'dispatch' | 'subscribe'>;
  location: RendererLocation;
  targets: () => readonly EventTarget[];
  log?: (message: string) => void;
}): () => void {
  const { ipcMain, host, location, targets } = options;
  const log = options.log ?? console.warn;

  ipcMain.handle(IPC_CALL, async (event: IpcMainInvokeEvent, method: unknown, payload: unknown): Promise<Result<unknown>> => {
    const refusal = senderRefusal(event.senderFrame, location);
    if (refusal) {
      log(`API call refused: ${refusal}`);
      return { ok: false, error: { code: 'forbidden-sender', message: 'This page may not use the FUSE Table API.' } };
    }
    return host.dispatch(method, payload);
  });

  const unsubscribe = host.subscribe((event: ApiEvent) => {
    for (const target of targets()) {
      if (!target.isDestroyed()) target.send(IPC_EVENT, event);
    }
  });

  return () => {
    ipcMain.removeHandler(IPC_CALL);
    unsubscribe();
  };
}
