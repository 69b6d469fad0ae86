export { TeamPanel, type TeamPanelProps } from './TeamPanel';
