import type { Actor, Visitor } from '../actions/actor.js';
import { currentUser, type AppContext } from './context.js';

/** The signed-in member making this request, as actions take them. */
export function actorOf(c: AppContext): Actor {
  const user = currentUser(c);
  return { organizationId: user.organization_id, userId: user.id, locale: user.locale, requestId: c.get('requestId') ?? null };
}

/** Whoever makes this request before signing in (sign-up, sign-in, a reset, joining), as actions take them. */
export function visitorOf(c: AppContext): Visitor {
  return { locale: c.get('locale') ?? 'en', requestId: c.get('requestId') ?? null };
}
