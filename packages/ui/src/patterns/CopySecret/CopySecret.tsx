import { useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { CopyIcon } from '../../primitives/Icon/icons/CopyIcon';

/** The words of {@link CopySecret}, in the caller's language. */
export interface CopySecretLabels {
  copy: string;
  copied: string;
  copyFailed: string;
}

/**
 * Copies a secret shown once (a token, a signing secret) to the clipboard and says whether it went
 * (a live region); without a clipboard it says to copy it by hand.
 */
export function CopySecret({ secret, labels, className }: { secret: string; labels: CopySecretLabels; className?: string }) {
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  return (
    <span className={className}>
      <Button
        size="sm"
        onPress={() => {
          setCopied(null);
          const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
          if (!clipboard) {
            setCopied('copyFailed');
            return;
          }
          clipboard.writeText(secret).then(
            () => setCopied('copied'),
            () => setCopied('copyFailed'),
          );
        }}
      >
        <CopyIcon />
        {labels.copy}
      </Button>
      <span role="status">{copied && labels[copied]}</span>
    </span>
  );
}
