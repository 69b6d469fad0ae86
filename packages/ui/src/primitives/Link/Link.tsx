import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import type { AppHref } from './appHref';
import type { ExternalHref } from './externalHref';
import * as styles from './Link.css';

/** Props of {@link Link}: react-aria-components' LinkProps plus an appearance. */
export interface LinkProps extends Omit<AriaLinkProps, 'children' | 'href'> {
  /**
   * `inline` (default) looks like a text link; `button` and `primaryButton` look like a
   * secondary or primary {@link Button} for navigation actions such as Cancel.
   */
  appearance?: 'inline' | 'button' | 'primaryButton';
  /**
   * Where the link goes: a path of the app (typed by the app's router, see {@link AppHref}) or a
   * mail, phone or web address built by `emailHref`, `phoneHref` or `websiteHref`. App paths
   * route client-side through react-aria's `RouterProvider`; external ones are opened by the browser.
   */
  href?: AppHref | ExternalHref;
  /** The link text. */
  children?: ReactNode;
}

/**
 * A link. Inside a react-aria `RouterProvider` (re-exported by this package) it navigates with
 * the app's router; otherwise it is a normal anchor.
 *
 * ### Do
 * - Build addresses outside the app with `emailHref`, `phoneHref` or `websiteHref`; show the text
 *   without a link when `websiteHref` returns `null`.
 * - Open another site in a new tab only with `target="_blank"` and `rel={EXTERNAL_SITE_REL}`
 *   (`noopener noreferrer`): the other site gets no hold on this window and no referrer.
 * - Give app paths as the router's paths inside react-aria's `RouterProvider`, so they navigate
 *   client-side.
 *
 * ### Don't
 * - Pass an address a user typed straight to `href`: a `javascript:` address would run.
 * - Use `target="_blank"` without that `rel`.
 * - Use a Link for an action that changes data: that is a `Button`.
 */
export function Link({ appearance = 'inline', className, href, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      // react-aria types every href as the app's router path; an external one never reaches the
      // router (LinkRouterProvider writes it to the DOM as given and the browser opens it).
      href={href as AppHref | undefined}
      className={typeof className === 'string' ? `${styles.appearance[appearance]} ${className}` : styles.appearance[appearance]}
    />
  );
}
