import { useState, type ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button';
import { CopyIcon } from '../../primitives/Icon/icons/CopyIcon';

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** What goes on the clipboard. */
  text: string;
  /** The button's text ("Copy"). */
  label: ReactNode;
  /** The button's accessible name when its text alone would not say what it copies. */
  'aria-label'?: string;
  /** Said (a live region beside the button) once copied, and when the browser would not copy. */
  copied: string;
  copyFailed: string;
  className?: string;
}

/** A small Copy button that puts `text` on the clipboard and says whether it went (a live region). */
export function CopyButton({ text, label, 'aria-label': ariaLabel, copied, copyFailed, className }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<'copied' | 'copyFailed' | null>(null);
  return (
    <span className={className}>
      <Button
        size="sm"
        aria-label={ariaLabel}
        onPress={() => {
          setOutcome(null);
          const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
          if (!clipboard) {
            setOutcome('copyFailed');
            return;
          }
          clipboard.writeText(text).then(
            () => setOutcome('copied'),
            () => setOutcome('copyFailed'),
          );
        }}
      >
        <CopyIcon />
        {label}
      </Button>
      <span role="status">{outcome === 'copied' ? copied : outcome === 'copyFailed' ? copyFailed : null}</span>
    </span>
  );
}
