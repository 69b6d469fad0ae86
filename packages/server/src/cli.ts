#!/usr/bin/env node
// kwartier-admin: server-side chores that have no screen. The first super admin comes to be
// here (or through SUPER_ADMIN_EMAILS): nobody can grant the role from inside the app.
//
//   kwartier-admin make-super-admin <email>     (pnpm --filter @kwartier/server admin make-super-admin <email>)
//   kwartier-admin remove-super-admin <email>
//
// It uses the same environment as the server (DATABASE_URL, DATA_DIR) and migrates first, so it
// also works before the server has ever started on this database.
import { loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { setSuperAdmin } from './superAdmins.js';

const USAGE = `usage: kwartier-admin make-super-admin <email>
       kwartier-admin remove-super-admin <email>`;

export async function run(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ code: number; output: string }> {
  const [command, email, ...rest] = args;
  if ((command !== 'make-super-admin' && command !== 'remove-super-admin') || !email || rest.length > 0) return { code: 2, output: USAGE };
  const config = loadConfig(env);
  const db = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    const grant = command === 'make-super-admin';
    const user = await setSuperAdmin(db, email, grant);
    if (!user) return { code: 1, output: `No user has the email ${email}. Sign up (or be invited) first, then run this again.` };
    const who = user.name ? `${user.name} <${user.email}>` : user.email;
    return { code: 0, output: grant ? `${who} is now a super admin.` : `${who} is no longer a super admin.` };
  } finally {
    await db.destroy();
  }
}

// Run when started as a program, not when imported by a test.
if (process.argv[1] && /cli\.(ts|js)$/.test(process.argv[1])) {
  run(process.argv.slice(2)).then(
    ({ code, output }) => {
      (code === 0 ? console.log : console.error)(output);
      process.exitCode = code;
    },
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
