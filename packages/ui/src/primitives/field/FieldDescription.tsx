import type { ReactNode } from 'react';
import { Text } from 'react-aria-components';
import * as styles from '../../internal/styles/field.css';

/** Help text under a field's input, linked with aria-describedby; nothing without text. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (children == null) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}
