import * as styles from './ColorDot.css';

/** Props of {@link ColorDot}. */
export interface ColorDotProps {
  /** Any CSS colour; Kwartier stores hex with alpha (`#1e88e5ff`). `null` shows an empty ring. */
  color: string | null | undefined;
  /** Diameter in pixels. Defaults to 16. */
  size?: number;
  /**
   * What the colour stands for, for screen readers (e.g. the client's name). Without it the dot
   * is decorative and hidden from assistive technology.
   */
  'aria-label'?: string;
}

/** A small filled circle in a record's colour, as in the first column of the clients list. */
export function ColorDot({ color, size = 16, 'aria-label': ariaLabel }: ColorDotProps) {
  return (
    <span
      className={styles.dot}
      style={{ width: size, height: size, background: color ?? 'transparent' }}
      {...(ariaLabel ? { role: 'img', 'aria-label': ariaLabel } : { 'aria-hidden': true })}
    />
  );
}
