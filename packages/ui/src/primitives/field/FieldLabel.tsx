import type { ReactNode } from 'react';
import { Label } from 'react-aria-components';
import * as styles from '../../internal/styles/field.css';

export interface FieldLabelProps {
  /** The visible label; nothing is rendered without one (the field then needs `aria-label`). */
  children?: ReactNode;
  /** Shows * after the label; the field itself sets aria-required, so the mark is hidden from screen readers. */
  isRequired?: boolean;
}

/** A field primitive's label, linked to its input by the react-aria field around it. */
export function FieldLabel({ children, isRequired }: FieldLabelProps) {
  if (children == null) return null;
  return (
    <Label className={styles.label}>
      {children}
      {isRequired && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}
