import { describe, expect, test } from 'vitest';
import { parseRequestPath } from '../../src/cli/serve/request-path.js';
import { createHostPolicy } from '../../src/cli/serve/host-check.js';
import { classifyChange, isScratchFile } from '../../src/cli/serve/watch-site.js';

describe('parseRequestPath', () => {
  test.each([
    ['/site/guide/intro', '/site/guide/intro'],
    ['/site/', '/site/'],
    ['/site/guide/intro?x=../../secret#frag', '/site/guide/intro'],
    ['/site/#/../../secret', '/site/'],
    ['/site//guide///intro/', '/site/guide/intro/'],
    ['/site/%E7%AB%A0%E8%8A%82', '/site/章节'],
    // Decoded once only: `%252e` is the literal name `%2e`, which no file has.
    ['/site/%252e%252e/secret.txt', '/site/%2e%2e/secret.txt'],
  ])('%s → %s', (target, pathname) => {
    expect(parseRequestPath(target)).toEqual({ ok: true, pathname });
  });

  test.each([
    ['/site/../secret.txt', 403],
    ['/site/%2e%2e/secret.txt', 403],
    ['/site/%2E%2E/%2e%2E/package.json', 403],
    ['/site/..%2fsecret.txt', 403],
    ['/site/img/..%2F..%2Fsecret.txt', 403],
    ['/site/./guide', 403],
    ['/site/..\\secret.txt', 403],
    ['/site/..%5csecret.txt', 403],
    ['/site/%5c..%5csecret.txt', 403],
    ['/site/img/logo.svg%00.html', 403],
    ['/site/%00', 403],
    ['/site/%0d%0aSet-Cookie:x', 403],
    ['http://evil.example/site/', 400],
    ['*', 400],
    ['/site/%zz', 400],
  ])('%s is refused with %i', (target, status) => {
    expect(parseRequestPath(target)).toMatchObject({ ok: false, status });
  });
});

describe('host policy', () => {
  const policy = createHostPolicy('127.0.0.1', () => 3000);
  test.each([
    ['127.0.0.1:3000', true],
    ['localhost:3000', true],
    ['LOCALHOST', true],
    ['[::1]:3000', true],
    ['evil.example:3000', false],
    ['127.0.0.1.evil.example', false],
    ['127.0.0.1:3000@evil.example', false],
    ['', false],
    [undefined, false],
  ])('Host %s → %s', (host, allowed) => {
    expect(policy.allowsHost(host)).toBe(allowed);
  });

  test('origins: only the pages of this server, on its own port', () => {
    expect(policy.allowsOrigin('http://localhost:3000')).toBe(true);
    expect(policy.allowsOrigin('http://127.0.0.1:3000')).toBe(true);
    expect(policy.allowsOrigin('http://[::1]:3000')).toBe(true);
    // Another local server (any dev server on another port) is another site.
    expect(policy.allowsOrigin('http://localhost:9999')).toBe(false);
    expect(policy.allowsOrigin('http://localhost')).toBe(false);
    expect(policy.allowsOrigin('https://localhost:3000')).toBe(false);
    expect(createHostPolicy('127.0.0.1', () => 80).allowsOrigin('http://localhost')).toBe(true);
    expect(policy.allowsOrigin('http://evil.example')).toBe(false);
    expect(policy.allowsOrigin('null')).toBe(false);
    expect(policy.allowsOrigin('file://')).toBe(false);
    expect(policy.allowsOrigin(undefined)).toBe(true);
  });

  test('the bound host is allowed too', () => {
    expect(createHostPolicy('192.168.1.20', () => 3000).allowsHost('192.168.1.20:3000')).toBe(true);
    expect(createHostPolicy('::1', () => 80).allowsHost('[::1]:80')).toBe(true);
  });
});

describe('classifying file events', () => {
  const roots = { configFile: '/s/docgen.config.ts', content: ['/s/docs', '/s/pages'], staticDir: '/s/static', theme: ['/p/theme'], client: ['/p/src/client'], modules: ['/s/src/Switch.client.tsx', '/s/docs/en/Demo.tsx'], styles: ['/s/src/css/custom.css'] };
  test.each([
    ['/s/src/Switch.client.tsx', 'modules'],
    ['/s/docs/en/Demo.tsx', 'modules'],
    ['/s/src/css/custom.css', 'styles'],
    ['/s/src/Other.tsx', undefined],
    ['/s/docgen.config.ts', 'config'],
    ['/s/docs/en/a.md', 'content'],
    ['/s/docs/en/sub', 'content'],
    ['/s/pages/en/index.tsx', 'content'],
    ['/s/static/img/x.png', 'static'],
    ['/p/theme/Navbar.tsx', 'theme'],
    ['/p/src/client/entry.tsx', 'client'],
    ['/s/docs/en/.a.md.swp', undefined],
    ['/s/docs/en/a.md~', undefined],
    ['/s/docs/en/4913', undefined],
    ['/s/.docgen/cache/markdown.bin', undefined],
    ['/s/docsy/a.md', undefined],
    ['/elsewhere/a.md', undefined],
  ])('%s → %s', (file, kind) => {
    expect(classifyChange(file, roots)).toBe(kind);
  });

  test('scratch files', () => {
    expect(isScratchFile('/a/.#intro.md')).toBe(true);
    expect(isScratchFile('/a/intro.md')).toBe(false);
  });
});
