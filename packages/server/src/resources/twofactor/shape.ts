import type { TwoFactorSetup, User } from '@kwartier/api';
import QRCode from 'qrcode';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { twoFactorSetupRequired } from '../../domain/twoFactor.js';
import { userShape } from '../user/shape.js';
import { twoFactorStore } from './store.js';
import { workingMembershipCount } from '../../stores/members.js';

/** A setup's answer: the secret as text, its otpauth:// URI and that URI as an SVG QR code (data URL). */
export async function twoFactorSetupShape(secret: string, uri: string): Promise<TwoFactorSetup> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauth_uri: uri, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The signed-in user's own answer (`GET /api/user`, sign-in): with whether two-factor must be set up first. */
export async function ownUserShape(db: Db, row: UserRow): Promise<User> {
  // The organisation is asked only about an admin without two-factor.
  const concerned = twoFactorSetupRequired(row, { two_factor_admins: 1 });
  const required = concerned && twoFactorSetupRequired(row, { two_factor_admins: (await twoFactorStore(db).requiredForAdmins(row.organization_id)) ? 1 : 0 });
  return { ...userShape(row, row.id), two_factor_setup_required: required, organization_count: await workingMembershipCount(db, row.id) };
}
