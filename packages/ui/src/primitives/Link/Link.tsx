import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './Link.css';

/** Props of {@link Link}: react-aria-components' LinkProps plus an appearance. */
export interface LinkProps extends Omit<AriaLinkProps, 'children'> {
  /**
   * `inline` (default) looks like a text link; `button` and `primaryButton` look like a
   * secondary or primary {@link Button} for navigation actions such as Cancel.
   */
  appearance?: 'inline' | 'button' | 'primaryButton';
  /** Where the link goes. Client-side routing works through react-aria's `RouterProvider`. */
  href?: string;
  /** The link text. */
  children?: ReactNode;
}

/**
 * A link. Inside a react-aria `RouterProvider` (re-exported by this package) it navigates with
 * the app's router; otherwise it is a normal anchor.
 */
export function Link({ appearance = 'inline', className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      className={typeof className === 'string' ? `${styles.appearance[appearance]} ${className}` : styles.appearance[appearance]}
    />
  );
}
