/**
 * Zod without generated code: its fast path compiles parsers with `new Function`, and merely
 * probing for that breaks the page's Content-Security-Policy (no eval), which the browser reports
 * as an issue. Imported first by every entry (the page, the ranking worker), before any schema.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
