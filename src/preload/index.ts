// The sandboxed preload (built to out/preload/index.cjs): exposes the API bridge as window.fuse
// through contextBridge. Only the bridge's own functions cross; ipcRenderer stays here.
import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from './bridge';

contextBridge.exposeInMainWorld('fuse', createBridge(ipcRenderer));
