// Benchmark: the time sheet through three instances behind nginx against one instance (the balancer and the shared state add no cliff). One PostgreSQL schema is seeded as in
// bench/time.ts (50 members, 20-line weeks); three instances of src/main.ts start on it behind
// Debian's nginx with the production config (test/cluster/harness.ts), and the same measurements
// run twice in one run: straight at one instance, then through nginx to all three. This machine
// has 2 cores, so three instances cannot be faster than one: the figure is the ratio, which
// should stay near 1. Nothing here asserts a time.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @kwartier/server exec tsx bench/cluster.ts
//
// Needs PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL) and nginx; says why and stops
// without them.
import { nginxBinary, startCluster } from '../test/cluster/harness.js';
import { postgresTarget, ratio } from './harness.js';
import { measureTimeSheet, seed } from './time.js';

async function main() {
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const skip = !postgresUrl ? 'no PostgreSQL: set BENCH_DATABASE_URL' : !nginxBinary() ? 'no nginx (Debian: apt-get install nginx)' : undefined;
  if (skip) {
    console.log(`\nbench/cluster.ts skipped: ${skip}`);
    return;
  }
  const target = await postgresTarget(postgresUrl!);
  try {
    const lines = await seed(target);
    // The request log goes to the harness (which reads every line): off here, for both sides alike.
    const cluster = await startCluster({ databaseUrl: target.env.DATABASE_URL, freshSchema: false, env: { LOG_LEVEL: 'warn' } });
    try {
      const one = await measureTimeSheet('PostgreSQL, one instance (straight)', cluster.instances[0].url, lines);
      const three = await measureTimeSheet('PostgreSQL, three instances behind nginx', cluster.url, lines);
      console.log('');
      ratio('three behind nginx ÷ one: POST /api/time/save', three.save, one.save);
      ratio('three behind nginx ÷ one: POST /api/time', three.read, one.read);
      ratio('three behind nginx ÷ one: GET /health', three.health, one.health);
      console.log(`p99 POST /api/time/save at the steady rate: one ${one.steady.p99} ms, three behind nginx ${three.steady.p99} ms (GET /health alike: ${one.floor.p99} / ${three.floor.p99} ms)`);
    } finally {
      await cluster.stop();
    }
  } finally {
    await target.cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
