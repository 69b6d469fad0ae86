import type { LinkProps } from 'react-aria-components';

/**
 * A path inside the app that a link, navigation item or menu item goes to. Components never build
 * one: the app passes it in. It is react-aria's `href` type, so an app that declares react-aria's
 * `RouterConfig` (Kwartier's app declares its router's own paths) gets every component's link
 * props checked against its routes: a wrong path is a type error. Without a declaration it is any
 * string. Mail, phone and web links are {@link ExternalHref}s instead.
 */
export type AppHref = NonNullable<LinkProps['href']>;
