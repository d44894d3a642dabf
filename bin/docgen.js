#!/usr/bin/env node
// React renders several times faster in production mode; set it before React is first loaded.
process.env.NODE_ENV ??= 'production';
const { runCli } = await import('../dist/cli.js');
await runCli(process.argv);
