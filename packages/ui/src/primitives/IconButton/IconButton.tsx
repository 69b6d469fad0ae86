import type { ReactNode } from 'react';
import { Tooltip, TooltipTrigger } from 'react-aria-components';
import { Button, type ButtonProps } from '../Button/Button';
import * as styles from './IconButton.css';

/** Props of {@link IconButton}: {@link ButtonProps} without children, plus a required label. */
export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'isIconOnly' | 'aria-label'> {
  /**
   * What pressing the button does, e.g. "Edit details" or "Delete Bakkerij Jansen" (already
   * translated). Required: it is the button's accessible name, because the icon alone says
   * nothing to a screen reader. Also the tooltip text when `tooltip` is `true`.
   */
  label: string;
  /** The icon, e.g. `<DeleteIcon />`. It is decorative and sized to the button (20 px, 18 px when `sm`). */
  icon: ReactNode;
  /**
   * Shows a tooltip on hover (after react-aria's delay) and immediately on keyboard focus;
   * Escape hides it. `true` shows `label`; a string shows that text instead, e.g. a longer
   * explanation (`label` stays the accessible name). Defaults to no tooltip.
   */
  tooltip?: boolean | string;
  /** Where the tooltip appears relative to the button. Defaults to `top`. */
  tooltipPlacement?: 'top' | 'bottom' | 'start' | 'end';
  /** `quiet` (default) for toolbar and row actions; `primary`, `secondary` or `danger` like {@link Button}. */
  variant?: ButtonProps['variant'];
  /** `sm` (32 px square) or `md` (40 px square). Defaults to `md`. */
  size?: ButtonProps['size'];
  /** Shows a spinner instead of the icon and ignores presses while keeping focus (react-aria's pending state). */
  isPending?: boolean;
  /** Press handler (react-aria dialect; use instead of onClick). */
  onPress?: ButtonProps['onPress'];
  /** Whether the button is disabled. A disabled button shows no tooltip. */
  isDisabled?: boolean;
}

/**
 * A square button holding only an icon, such as a row's delete button or a card's edit button.
 * Its `label` is its accessible name and, optionally, its tooltip. Keeps react-aria's props
 * (`onPress`, `isDisabled`, `isPending`).
 *
 * ### Do
 * - Make `label` say the action and its object, translated: "Delete Bakkerij Jansen", not "Delete"
 *   on every row.
 * - Add `tooltip` where the icon alone may not be clear to sighted users.
 *
 * ### Don't
 * - Use it for the main action of a view: a main action has a visible text label (`Button`).
 * - Put text in `icon`; the icon is decorative and the label is the name.
 */
export function IconButton({
  label,
  icon,
  tooltip = false,
  tooltipPlacement = 'top',
  variant = 'quiet',
  size = 'md',
  className,
  ...props
}: IconButtonProps) {
  const button = (
    <Button
      {...props}
      variant={variant}
      size={size}
      isIconOnly
      aria-label={label}
      className={className}
    >
      <span className={styles.icon[size]} aria-hidden="true">
        {icon}
      </span>
    </Button>
  );
  if (!tooltip) return button;
  return (
    <TooltipTrigger>
      {button}
      <Tooltip placement={tooltipPlacement} offset={6} className={styles.tooltip}>
        {typeof tooltip === 'string' ? tooltip : label}
      </Tooltip>
    </TooltipTrigger>
  );
}
