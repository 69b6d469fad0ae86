import * as styles from './TruncatedText.css';

/** Props of {@link TruncatedText}. */
export interface TruncatedTextProps {
  /** The full text; also the element's title, so a pointer shows all of it. */
  children: string;
  /** The widest it may grow before it is cut, e.g. `'40ch'`. Defaults to 28 characters. */
  maxWidth?: string;
}

/**
 * A long name or address on one line, cut with an ellipsis instead of overflowing its column or
 * breaking mid-word; the full text stays in the DOM (read by screen readers) and in its title.
 */
export function TruncatedText({ children, maxWidth }: TruncatedTextProps) {
  return (
    <span className={styles.truncated} style={maxWidth ? { maxWidth } : undefined} title={children}>
      {children}
    </span>
  );
}
