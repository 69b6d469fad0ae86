import { spawn } from 'node:child_process';

/** Output of a finished command. */
export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
  seconds: number;
}

/**
 * Runs a command to completion and collects its output. Rejects with the output when it exits
 * non-zero, unless `allowFailure` is set (then the caller reads `code`).
 */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; allowFailure?: boolean },
): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const result = { code: code ?? 1, stdout, stderr, seconds: (Date.now() - started) / 1000 };
      if (result.code !== 0 && !options.allowFailure) {
        reject(new Error(`${command} ${args.join(' ')} exited ${result.code}\n${stdout}\n${stderr}`));
      } else resolve(result);
    });
  });
}
