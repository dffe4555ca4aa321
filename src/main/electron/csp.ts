/**
 * The Content-Security-Policy the Electron app sends as a response header, on top of the meta tag
 * in src/renderer/index.html. Both apply, so the stricter one wins; the header adds what a meta tag
 * cannot carry (frame-ancestors). Scripts come only from the app itself: no inline code, no eval.
 * The renderer talks to main over IPC, so unlike the web build it needs no local WebSocket source.
 */
export const CSP_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' data:"],
  ['media-src', "'self' data: blob:"],
  // wss: the signalling relays of friends far away (docs/far-away.md), which the user may choose;
  // blob: workers, the MQTT client's timers (a worker keeps them running in a background window).
  ['connect-src', "'self' wss:"],
  ['worker-src', "'self' blob:"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
];

export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.map(([name, value]) => `${name} ${value}`).join('; ');

/** Splits a policy string into directive name -> sources, for comparing policies. */
export function parseCsp(policy: string): Map<string, string> {
  const directives = new Map<string, string>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources.join(' '));
  }
  return directives;
}

type Headers = Record<string, string | string[]>;

/** Response headers with our CSP in place of any the response carried (whatever its casing). */
export function withCspHeader(headers: Headers | undefined): Headers {
  const result: Headers = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() !== 'content-security-policy') result[name] = value;
  }
  result['Content-Security-Policy'] = [CONTENT_SECURITY_POLICY];
  return result;
}
