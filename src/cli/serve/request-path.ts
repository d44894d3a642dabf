// The path of a request, decoded exactly once and normalised, or the reason to refuse it. Whatever the
// target holds (`..`, `%2e%2e`, `%252e`, backslashes, NUL, a query string, `#`), the result is a plain absolute
// path without dot segments: it can only name a file inside the folder it is later joined to.

export type RequestPath = { ok: true; pathname: string } | { ok: false; status: 400 | 403; reason: string };

export function parseRequestPath(target: string): RequestPath {
  // Only origin-form targets: absolute URLs, `*` and authority forms are for proxies.
  if (!target.startsWith('/')) return { ok: false, status: 400, reason: 'not a path' };
  const raw = target.replace(/[?#].*$/s, '');
  if (raw.includes('\\')) return { ok: false, status: 403, reason: 'backslash' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { ok: false, status: 400, reason: 'bad percent-encoding' };
  }
  // Checked after decoding: `%5c`, `%00` and `%2e%2e` are refused; `%252e` stays the literal name `%2e`.
  if (decoded.includes('\\')) return { ok: false, status: 403, reason: 'backslash' };
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return { ok: false, status: 403, reason: 'control character' };
  const segments = decoded.split('/').slice(1);
  if (segments.some((segment) => segment === '..' || segment === '.')) return { ok: false, status: 403, reason: 'dot segment' };
  const trailing = decoded.endsWith('/');
  const parts = segments.filter(Boolean);
  return { ok: true, pathname: `/${parts.join('/')}${trailing && parts.length ? '/' : ''}` };
}

