/**
 * The renderer's Content Security Policy: exactly the meta tag in src/renderer/index.html (a test
 * keeps the two equal) plus what only a header can carry, frame-ancestors (no page may frame it).
 */
export const RENDERER_PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self' data: blob:; connect-src 'self' ws://127.0.0.1:* ws://localhost:* wss:; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'none'";
export const CONTENT_SECURITY_POLICY = `${RENDERER_PAGE_CSP}; frame-ancestors 'none'`;

/** Headers every response carries. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};
