// The Electron entry (built to out/main/index.js). Everything lives in ./electron; the web host
// (./web) is the other entry and never imports Electron.
import { startApp } from './electron/start-app';

startApp(__dirname);
