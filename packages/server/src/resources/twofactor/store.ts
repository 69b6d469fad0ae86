import { twoFactorRequiredForAdmins } from '../../stores/sessions.js';
import type { Db } from '../../db/database.js';
import type { PersonRow, UserRow } from '../../db/schema.js';
import { memberOf } from '../../stores/members.js';
import { twoFactorColumns } from '../team/store.js';

// Two-factor sign-in's storage: the user's encrypted secrets and the hashes of their recovery
// codes. Every statement names the user (the caller, or the one signing in).

export function twoFactorStore(db: Db) {
  return {
    /** The person (two-factor is theirs, in every organisation). */
    personById(id: number): Promise<PersonRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The person as a member of the organisation, or undefined. */
    memberById(organizationId: number, id: number): Promise<UserRow | undefined> {
      return memberOf(db, organizationId, id);
    },

    /** Whether the user's organisation requires two-factor for admins. */
    async requiredForAdmins(organizationId: number): Promise<boolean> {
      return twoFactorRequiredForAdmins(db, organizationId);
    },

    /** Keeps a new setup's secret (replacing an earlier one); false when two-factor is on already. */
    async startSetup(userId: number, sealedSecret: string): Promise<boolean> {
      return twoFactorColumns.startSetup(db, userId, sealedSecret);
    },

    /**
     * Puts the confirmed setup in force with its recovery codes, both or neither; conditional on
     * the pending secret being the one the code was checked against (false otherwise).
     */
    confirm(userId: number, pendingSecret: string, step: number, recoveryCodeHashes: string[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await twoFactorColumns.confirm(trx, userId, pendingSecret, step))) return false;
        await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
        await trx
          .insertInto('two_factor_recovery_codes')
          .values(recoveryCodeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
          .execute();
        return true;
      });
    },

    /** Notes the step of an accepted code; false when that step (or a later one) was used already. */
    async useStep(userId: number, step: number): Promise<boolean> {
      return twoFactorColumns.useStep(db, userId, step);
    },

    /** Uses up a recovery code: true once, false ever after (and for a code that is not the user's). */
    async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
      const removed = await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).where('code_hash', '=', codeHash).executeTakeFirst();
      return Number(removed.numDeletedRows) === 1;
    },

    /** Two-factor off: the secrets and the recovery codes go. */
    disable(userId: number): Promise<void> {
      return turnOff(db, userId);
    },
  };
}

async function turnOff(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await twoFactorColumns.clear(trx, userId);
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  });
}
