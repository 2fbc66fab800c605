/**
 * The Content-Security-Policy of the built app: scripts only from the app's own origin (no inline
 * scripts, no eval); styles allow inline attributes (charts set them); no other origin at all.
 * Written into the built index.html as a meta tag and into `_headers` for static hosts that read it.
 * The dev server goes without it, since its hot-reload preamble is an inline script.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');
