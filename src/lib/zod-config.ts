/**
 * Zod without generated code: its fast path compiles parsers with `new Function`, and merely
 * probing for that breaks the page's Content-Security-Policy (no eval), which the browser reports
 * as an issue. Zod reads the setting when a schema is made, so every module that imports zod
 * imports this first (a unit test checks it); the page's first screen then loads no zod at all.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
