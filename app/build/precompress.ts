import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files the server sends compressed when the browser accepts it. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text asset
 * of the build, so the server sends them as they are instead of compressing on each request.
 * A compressed file is left out when it would not be smaller.
 */
export function precompress(): Plugin {
  let outDir = '';
  let writes = true;
  return {
    name: 'kwartier:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      // The planning build (build/pageGroups.ts) writes nothing: there is nothing to compress,
      // and on a fresh clone no output folder to read.
      writes = config.build.write;
    },
    // After every other plugin's closeBundle has finished: vite-plugin-pwa writes the service
    // worker (sw.js) in its own, and a copy compressed while it writes would be of half a file.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!writes) return;
        for (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const source = readFileSync(file);
          const br = brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          });
          const gz = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
          if (br.length < source.length) writeFileSync(`${file}.br`, br);
          if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
        }
      },
    },
  };
}
