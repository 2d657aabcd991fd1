const PRIVATE_HOST =
  /^(localhost|.*\.localhost|127(?:\.\d{1,3}){3}|0(?:\.\d{1,3}){3}|\[::1?\]|10(?:\.\d{1,3}){3}|192\.168(?:\.\d{1,3}){2}|172\.(?:1[6-9]|2\d|3[01])(?:\.\d{1,3}){2}|169\.254(?:\.\d{1,3}){2}|\[f[cd][0-9a-f:]*\]|\[fe[89ab][0-9a-f]?:[0-9a-f:]*\])$/i;
const LOOPBACK_HOST = /^(localhost|.*\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** True for loopback, link-local and private-network hosts (RFC 1918, RFC 4193). */
export function isPrivateHost(hostname: string): boolean {
  return PRIVATE_HOST.test(hostname);
}

/** True for the visitor's own machine. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOST.test(hostname);
}

/**
 * Whether a page served from `pageHostname` may call a backend at `backendUrl`. A browser asks
 * the visitor before a public page reaches into the local network, so a private backend (the
 * embedded demo API) is only contacted by pages that are themselves served from loopback.
 */
export function mayContactBackend(backendUrl: string, pageHostname: string): boolean {
  let backendHost: string;
  try {
    backendHost = new URL(backendUrl).hostname;
  } catch {
    return false;
  }
  return !isPrivateHost(backendHost) || isLoopbackHost(pageHostname);
}
