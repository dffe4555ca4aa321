import { hydrate, mount } from 'svelte';
import './app.css';
import App from './App.svelte';
import { findTransport } from './lib/api/transport';
import { createClient } from './lib/api/client';
import { drawnGame } from './lib/app/drawn-table';

// The transport is found once at start-up: Electron's preload bridge, or the web host's HTTP API.
const { bridge, kind } = findTransport(window);
document.documentElement.dataset.transport = kind;

const target = document.getElementById('app');
if (!target) throw new Error('FUSE Table: the page has no #app element');

// A game link's page arrives with the table drawn by the web host: the app takes that markup over
// (Svelte repairs any difference, such as a language chosen since) instead of drawing it again.
const drawn = drawnGame(document);
const props = { client: createClient(bridge), drawn };
const app = drawn && target.firstChild ? hydrate(App, { target, props }) : mount(App, { target, props });
// From here the table answers to the players (tests and the first-paint bench wait for it).
document.documentElement.dataset.ready = 'true';

export default app;
