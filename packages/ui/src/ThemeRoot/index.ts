export { ThemeRoot, type ThemeRootProps } from './ThemeRoot';
