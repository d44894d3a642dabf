// Which content coding to answer with, from a request's Accept-Encoding (RFC 9110 §12.5.3): brotli before gzip,
// unless the client weighs them otherwise; a coding with q=0 is refused, `*` stands for those not named, and
// identity is always possible (a client that refuses it too still gets it: better than a 406 for a preview).
import type { Encoding } from '../../render/emit/compression.js';

/** The server's order of preference among codings of equal weight. */
const PREFERRED: Encoding[] = ['br', 'gzip'];

export function negotiateEncoding(header: string | undefined): Encoding | 'identity' {
  if (!header) return 'identity';
  const weights = parseAcceptEncoding(header);
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: Encoding | undefined;
  for (const coding of PREFERRED) if (weight(coding) > 0 && (best === undefined || weight(coding) > weight(best))) best = coding;
  if (best === undefined) return 'identity';
  // Identity wins only when named and weighed above (not `*`: it lets the server choose).
  const identity = weights.get('identity');
  return identity !== undefined && identity > weight(best) ? 'identity' : best;
}

/** Coding → weight; a malformed weight drops its coding (as if unnamed), the first naming of a coding counts. */
function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const element of header.split(',')) {
    const [name = '', ...params] = element.split(';').map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => /^q\s*=/.test(param));
    const value = q === undefined ? 1 : q.replace(/^q\s*=\s*/, '');
    if (typeof value === 'string' && !/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) continue;
    const coding = name === 'x-gzip' ? 'gzip' : name;
    if (!weights.has(coding)) weights.set(coding, Number(value));
  }
  return weights;
}
