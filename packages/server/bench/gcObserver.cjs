// Preloaded into the server child by bench/tailprobe.ts (NODE_OPTIONS=--require …): one line
// `gc <ms> ms` on stdout per garbage collection pause, beside the request log.
const { PerformanceObserver } = require('node:perf_hooks');

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) process.stdout.write(`gc ${entry.duration.toFixed(2)} ms\n`);
}).observe({ entryTypes: ['gc'] });
