// Runs one `docgen build` in this process and reports its wall time, CPU time and peak memory as JSON on stdout.
process.env.NODE_ENV ??= 'production';
const { runBuild } = await import('../dist/cli.js');

const [config, out, cache] = process.argv.slice(2);
const start = performance.now();
const code = await runBuild({ config, out, cache: cache === 'cache' });
const ms = performance.now() - start;
const { user, system } = process.cpuUsage(); // every thread of this process, the markdown workers included
process.stdout.write(JSON.stringify({ code, ms, cpuMs: (user + system) / 1000, maxRssMiB: process.resourceUsage().maxRSS / 1024 }) + '\n');
process.exit(code);
