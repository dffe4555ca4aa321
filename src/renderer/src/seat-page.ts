// The browser seat page (docs/far-away.md): a friend far away with nothing installed opens the host's
// link (…/seat.html#far=<code>) and plays their seat over WebRTC. It carries the seat view and the
// room's transport only: no host API, no Node code (the release workflow builds it on its own,
// `npm run build:seat-page`).
import { mount } from 'svelte';
import './app.css';
import SeatPage from './SeatPage.svelte';

const target = document.getElementById('app');
if (!target) throw new Error('FUSE Table: the page has no #app element');
document.documentElement.dataset.transport = 'far-page';
mount(SeatPage, { target });
document.documentElement.dataset.ready = 'true';
