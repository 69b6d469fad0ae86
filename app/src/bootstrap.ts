import type { Organization, User } from '@kwartier/api';

/**
 * The start data the server put into a signed-in page load (`<script type="application/json"
 * id="kwartier-bootstrap">`, packages/server/src/http/spa.ts): the user and their organisation as
 * the API answered them while the page was served. Taken once — the first check of who is signed
 * in uses it instead of two calls before anything can be drawn; every later check asks the API.
 */
export function takeBootstrap(): { user: User; organization: Organization } | undefined {
  const element = document.getElementById('kwartier-bootstrap');
  if (!element) return undefined;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as { user?: User; organization?: Organization };
    return data.user && data.organization ? { user: data.user, organization: data.organization } : undefined;
  } catch {
    return undefined;
  }
}
