import { loadApp } from './compile-cache.js';

// dist/lint-worker.js, the entry of the lint's worker threads (lint/pool.ts): the same application
// bundle as the main thread, through the same compile cache.
loadApp(__dirname).serveLintRequests();
