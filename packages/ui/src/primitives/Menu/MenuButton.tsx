import type { ReactNode } from 'react';
import { MenuTrigger, Popover, type Key } from 'react-aria-components';
import { Button, type ButtonVariant } from '../Button/Button';
import { ChevronDownIcon } from '../Icon/icons/ChevronDownIcon';
import { MoreIcon } from '../Icon/icons/MoreIcon';
import { useMessages } from '../../i18n/useMessages';
import { Menu, type MenuItemData } from './Menu';
import { messages } from './Menu.messages';
import * as styles from './Menu.css';

/** Props of {@link MenuButton}. */
export interface MenuButtonProps {
  /**
   * Visible content of the button, e.g. "Add line" or the invoice's status. Omit it for an
   * icon-only "more actions" button (three dots), named by `aria-label` (default "More actions").
   */
  label?: ReactNode;
  /**
   * Accessible name of the button. Needed when `label` is not descriptive text; for the icon-only
   * button it defaults to "More actions" in the current language. The menu is named by the button.
   */
  'aria-label'?: string;
  /** Decorative icon before the label; for the icon-only button it replaces the three dots. */
  icon?: ReactNode;
  /**
   * The items as data. An empty list disables the button (nothing to choose), e.g. the time
   * sheet's Add line menu when there are no activities.
   */
  items?: MenuItemData[];
  /** The items as `MenuItem` elements, instead of `items`. */
  children?: ReactNode;
  /** Called with the chosen item's `id`; the menu then closes and focus returns to the button. */
  onAction?: (id: Key) => void;
  /** Ids of items that are shown but cannot be chosen. */
  disabledKeys?: Iterable<Key>;
  /** Disables the button so the menu cannot open, e.g. the status menu of a paid invoice. */
  isDisabled?: boolean;
  /** Shows a spinner on the button and keeps the menu closed, e.g. while a chosen status is saved. */
  isPending?: boolean;
  /** Look of the button, as {@link Button}'s `variant`. Defaults to `secondary` (`quiet` when icon-only). */
  variant?: ButtonVariant;
  /** `sm` (32 px) or `md` (40 px) high. Defaults to `md`. */
  size?: 'sm' | 'md';
  /** Where the menu opens relative to the button. Defaults to `bottom start`. */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  /** Controlled open state of the menu. */
  isOpen?: boolean;
  /** Whether the menu starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Extra class for the button, e.g. a status colour. */
  className?: string;
}

/**
 * A button that opens a menu of actions (react-aria MenuTrigger). Enter, Space or Arrow Down open
 * it on the first item, Arrow Up on the last; Escape closes it and returns focus to the button.
 */
export function MenuButton({
  label,
  'aria-label': ariaLabel,
  icon,
  items,
  children,
  onAction,
  disabledKeys,
  isDisabled = false,
  isPending,
  variant,
  size = 'md',
  placement = 'bottom start',
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
}: MenuButtonProps) {
  const t = useMessages(messages);
  const isIconOnly = label == null;
  const isEmpty = items != null && items.length === 0;
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Button
        variant={variant ?? (isIconOnly ? 'quiet' : 'secondary')}
        size={size}
        isIconOnly={isIconOnly}
        isDisabled={isDisabled || isEmpty}
        isPending={isPending}
        aria-label={ariaLabel ?? (isIconOnly ? t('moreActions') : undefined)}
        className={className}
      >
        {isIconOnly ? (
          <span className={styles.buttonIcon[size]} aria-hidden="true">
            {icon ?? <MoreIcon />}
          </span>
        ) : (
          <>
            {icon != null && (
              <span className={styles.buttonIcon[size]} aria-hidden="true">
                {icon}
              </span>
            )}
            <span className={styles.buttonLabel}>{label}</span>
            <span className={styles.chevron} aria-hidden="true">
              <ChevronDownIcon />
            </span>
          </>
        )}
      </Button>
      <Popover placement={placement} offset={4} className={styles.popover}>
        <Menu items={items} onAction={onAction} disabledKeys={disabledKeys}>
          {children}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
