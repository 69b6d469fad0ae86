export { LogoPanel, type LogoPanelProps } from './LogoPanel';
