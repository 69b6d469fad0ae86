export { ColorDot, type ColorDotProps } from './ColorDot';
