import { preloadFirstPage } from './app/route-tables/page-modules';
import { startEarlyRequests } from './lib/early-requests';
import { firstLanguage } from './lib/first-language';

// index.html runs this small module before main.tsx: it starts the opened page's chunks, its texts and the session
// read while the framework is still downloading. A failed fetch is the app's to report (its own loaders ask again).
startEarlyRequests(window.location.pathname);
void preloadFirstPage(window.location.pathname, firstLanguage()).catch(() => undefined);
