export { Menu, MenuItem, type MenuProps, type MenuItemProps, type MenuItemData } from './Menu';
export { MenuButton, type MenuButtonProps } from './MenuButton';
