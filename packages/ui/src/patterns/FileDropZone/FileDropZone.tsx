import { DropZone, FileTrigger, Text } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button';
import * as styles from './FileDropZone.css';

/** Props of {@link FileDropZone}. */
export interface FileDropZoneProps {
  /** The zone's label, shown in it and its accessible name (translated by the caller). */
  label: string;
  /** The text of the button that opens the file picker. */
  chooseLabel: string;
  /** The types the file picker offers (extensions and media types); a drop takes any file. */
  acceptedFileTypes: readonly string[];
  /** Called with the file chosen or dropped (the first one when several are). */
  onFile: (file: File | undefined) => void | Promise<void>;
  /** The button shows it is busy while a file is sent. */
  pending?: boolean;
  /** The id of the text that describes the button (an error under the control), when there is one. */
  describedBy?: string;
  /** `inline`: label and button side by side, wrapping; `stacked`: the button under the label, more room. */
  layout?: 'inline' | 'stacked';
}

/**
 * A zone to drop a file on, with a button to choose one instead. Any dropped file is taken: a
 * file's type differs per system (an MT940, a CSV), so the server tells the format.
 */
export function FileDropZone({ label, chooseLabel, acceptedFileTypes, onFile, pending = false, describedBy, layout = 'inline' }: FileDropZoneProps) {
  return (
    <DropZone
      className={styles.layout[layout]}
      aria-label={label}
      getDropOperation={() => 'copy'}
      onDrop={async (event) => {
        const item = event.items.find((candidate) => candidate.kind === 'file');
        if (item && item.kind === 'file') await onFile(await item.getFile());
      }}
    >
      <Text slot="label">{label}</Text>
      <FileTrigger acceptedFileTypes={[...acceptedFileTypes]} onSelect={(files) => void onFile(files?.[0] ?? undefined)}>
        <Button variant="primary" isPending={pending} aria-describedby={describedBy}>
          {chooseLabel}
        </Button>
      </FileTrigger>
    </DropZone>
  );
}
