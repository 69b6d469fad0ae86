import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type Key,
  type MenuItemProps as AriaMenuItemProps,
} from 'react-aria-components';
import { useMessages } from '../../i18n/useMessages';
import { messages } from './Menu.messages';
import * as styles from './Menu.css';
import type { AppHref } from '../Link/appHref';

/** One entry of a {@link Menu} or {@link MenuButton} given as data. */
export interface MenuItemData {
  /** Identifies the item; passed to `onAction` and matched by `disabledKeys`. */
  id: Key;
  /** Visible text (already translated); also used for type-ahead. */
  label: string;
  /** Optional decorative icon before the label, e.g. one of this package's icons. */
  icon?: ReactNode;
  /** Shows the item but makes it unavailable (same as listing its id in `disabledKeys`). */
  isDisabled?: boolean;
  /** Makes the item a link; it navigates through react-aria's `RouterProvider` instead of calling `onAction`. */
  href?: AppHref;
}

/** Props of {@link MenuItem}: react-aria-components' MenuItemProps plus an icon. */
export interface MenuItemProps extends Omit<AriaMenuItemProps, 'children' | 'className'> {
  /** The item's id, passed to the menu's `onAction`. */
  id?: Key;
  /** Visible text of the item. */
  children: ReactNode;
  /** Decorative icon before the text. */
  icon?: ReactNode;
  /** Text for type-ahead and screen readers when `children` is not plain text. */
  textValue?: string;
  /** Makes the item unavailable. */
  isDisabled?: boolean;
  /** Called when this item is chosen, in addition to the menu's `onAction`. */
  onAction?: () => void;
}

/** One item of a {@link Menu} or {@link MenuButton} written as JSX (instead of `items`). */
export function MenuItem({ children, icon, textValue, ...props }: MenuItemProps) {
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={styles.menuItem}
    >
      {icon != null && (
        <span className={styles.itemIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={styles.itemLabel}>{children}</span>
    </AriaMenuItem>
  );
}

/** Props of {@link Menu}. */
export interface MenuProps {
  /** The items as data. Give either `items` or `children`. */
  items?: MenuItemData[];
  /** The items as {@link MenuItem} elements, when JSX is handier than data. */
  children?: ReactNode;
  /** Called with the chosen item's `id` (mouse, Enter or Space). */
  onAction?: (id: Key) => void;
  /** Ids of items that are shown but cannot be chosen, e.g. statuses the invoice cannot move to. */
  disabledKeys?: Iterable<Key>;
  /** Accessible name of the menu when it is not opened by a {@link MenuButton} (which names it). */
  'aria-label'?: string;
  /** Id of an element naming the menu. */
  'aria-labelledby'?: string;
  /** Extra class for the menu list. */
  className?: string;
}

/**
 * A list of actions (react-aria Menu, role menu): arrow keys move, Enter or Space chooses, typing
 * jumps to an item. Usually opened by a {@link MenuButton}; on its own it is an always-visible menu.
 * An empty `items` list shows "No options".
 */
export function Menu({ items, children, className, onAction, ...props }: MenuProps) {
  const t = useMessages(messages);
  return (
    <AriaMenu
      {...props}
      // react-aria also passes the item's value; consumers get just the id.
      onAction={onAction ? (id) => onAction(id) : undefined}
      items={items}
      renderEmptyState={() => <span className={styles.empty}>{t('empty')}</span>}
      className={className ? `${styles.menu} ${className}` : styles.menu}
    >
      {items
        ? (item: MenuItemData) => (
            <MenuItem id={item.id} icon={item.icon} isDisabled={item.isDisabled} href={item.href} textValue={item.label}>
              {item.label}
            </MenuItem>
          )
        : children}
    </AriaMenu>
  );
}
