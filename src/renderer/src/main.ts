// The page's entry, kept tiny on purpose. A page the web host drew a table into (a game link) is
// painted first and the app loaded after that paint: evaluating the app's modules takes long enough
// that the browser would otherwise hold the drawn table back until they had run. The stylesheet is
// the whole app's (one file, linked from the page's head), so the drawn table is styled at once.
import './app.css';
import { TABLE_STATE_ID } from '@shared/table-page';

/** Resolves once the browser has painted the page as it is now (the frame after the next). */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

void (document.getElementById(TABLE_STATE_ID) ? afterPaint() : Promise.resolve()).then(() => import('./boot'));
