import type { ReactNode } from 'react';
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

/** Visual style of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

/** Props of {@link Button}: react-aria-components' ButtonProps plus visual props. */
export interface ButtonProps extends Omit<AriaButtonProps, 'children'> {
  /**
   * `primary` for the main action of a view, `secondary` for others, `danger` for destructive
   * actions, `quiet` for low-emphasis and icon buttons. Defaults to `secondary`.
   */
  variant?: ButtonVariant;
  /** `sm` (32 px high) or `md` (40 px high). Defaults to `md`. */
  size?: 'sm' | 'md';
  /**
   * Square button for a lone icon. The icon is decorative, so give the button an `aria-label`.
   */
  isIconOnly?: boolean;
  /**
   * While true the button shows a spinner instead of its label, ignores presses but stays
   * focusable, and screen readers hear that it is busy (react-aria's pending state).
   */
  isPending?: boolean;
  /** Press handler (react-aria dialect; use instead of onClick). */
  onPress?: AriaButtonProps['onPress'];
  /** Whether the button is disabled. */
  isDisabled?: boolean;
  /** The label: text, or an icon plus text. */
  children?: ReactNode;
}

/**
 * A button in Kwartier's style. Keeps react-aria's props: `onPress`, `isDisabled`, `isPending`, `type`.
 *
 * ### Do
 * - Use `onPress` (react-aria) rather than `onClick`, so touch, keyboard and pointer behave alike.
 * - Have one `primary` button per view or dialog (its main action); `danger` for destructive
 *   actions, `secondary` or `quiet` for the rest.
 * - Set `isPending` while its action runs: it keeps focus and tells screen readers it is busy,
 *   unlike `isDisabled`.
 *
 * ### Don't
 * - Use a Button to go to another page: that is a `Link` (with `appearance="button"` to look like
 *   one).
 * - Make an icon-only button without an accessible name: use `IconButton`, whose `label` is
 *   required.
 */
export function Button({
  variant = 'secondary',
  size = 'md',
  isIconOnly = false,
  isPending,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      className={composeRenderProps(className, (extra) =>
        [styles.base, styles.variant[variant], styles.size[size], isIconOnly && styles.iconOnly[size], extra]
          .filter(Boolean)
          .join(' '),
      )}
    >
      {({ isPending: pending }) => (
        <>
          <span className={pending ? `${styles.label} ${styles.labelHidden}` : styles.label}>{children}</span>
          {pending && (
            <span className={styles.spinner}>
              <Spinner size={size === 'sm' ? 16 : 20} />
            </span>
          )}
        </>
      )}
    </AriaButton>
  );
}
