import { mount } from 'svelte';
import './app.css';
import App from './App.svelte';
import { findTransport } from './lib/api/transport';
import { createClient } from './lib/api/client';

// The transport is found once at start-up: Electron's preload bridge, or the web host's HTTP API.
const { bridge, kind } = findTransport(window);
document.documentElement.dataset.transport = kind;

const target = document.getElementById('app');
if (!target) throw new Error('FUSE Table: the page has no #app element');

export default mount(App, { target, props: { client: createClient(bridge) } });
