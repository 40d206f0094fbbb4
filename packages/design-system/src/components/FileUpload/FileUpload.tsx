import { useId, useState, type ReactNode } from 'react';
import { Button as AriaButton, DropZone, FileTrigger, isFileDropItem, type DropZoneProps } from 'react-aria-components';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { fieldStyles } from '../private/Field';
import { FILE_UPLOAD_ACCEPTED_TYPES, isAcceptedFile } from './acceptedFiles';
import * as styles from './FileUpload.css';

export interface FileUploadProps {
  /** The field's label (given per language). */
  label: string;
  /** The id of the field's control (its choose button), e.g. for an error summary's link to it. @default undefined */
  id?: string;
  /**
   * A problem with the chosen file found after choosing it (e.g. refused by the server), shown in red under
   * the field and describing its button. @default undefined
   */
  errorMessage?: ReactNode;
  /** Text of the choose button. @default 'Choose files' */
  buttonLabel?: string;
  /** Help text, e.g. which files are accepted. @default undefined */
  description?: ReactNode;
  /** Let the user choose several files. @default true */
  allowsMultiple?: boolean;
  /** The chosen files (controlled). @default undefined */
  value?: File[];
  /** Called with the accepted files whenever the list changes. @default undefined */
  onChange?: (files: File[]) => void;
  /**
   * The message for refused files.
   * @default (names) => `Not accepted: ${names.join(', ')}. Choose images, PDF, DOC or DOCX files.`
   */
  rejectedMessage?: (names: string[]) => string;
  /** Name of each file's remove button. @default (name) => `Remove ${name}` */
  removeLabel?: (name: string) => string;
  /**
   * What the picker accepts and the rest it refuses with `rejectedMessage`:
   * MIME types (`image/png`, `image/*`) and extensions (`.pdf`), as an `accept` attribute reads them.
   * @default FILE_UPLOAD_ACCEPTED_TYPES (any image, PDF, DOC, DOCX)
   */
  acceptedFileTypes?: readonly string[];
  /** The field is disabled. @default false */
  isDisabled?: boolean;
}

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} kB`;

/**
 * A file picker for images, PDF, DOC and DOCX: choose or drop files; the
 * chosen ones are listed with a remove button; others are refused with a message.
 */
export function FileUpload({
  label,
  id,
  errorMessage,
  buttonLabel = 'Choose files',
  description,
  allowsMultiple = true,
  value,
  onChange,
  rejectedMessage = (names) => `Not accepted: ${names.join(', ')}. Choose images, PDF, DOC or DOCX files.`,
  removeLabel = (name) => `Remove ${name}`,
  acceptedFileTypes = FILE_UPLOAD_ACCEPTED_TYPES,
  isDisabled = false,
}: FileUploadProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const [ownFiles, setOwnFiles] = useState<File[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const files = value ?? ownFiles;

  const update = (next: File[]) => {
    if (value === undefined) setOwnFiles(next);
    onChange?.(next);
  };

  const add = (incoming: File[]) => {
    const accepted = incoming.filter((f) => isAcceptedFile(f, acceptedFileTypes));
    setRejected(incoming.filter((f) => !isAcceptedFile(f, acceptedFileTypes)).map((f) => f.name));
    if (accepted.length) update(allowsMultiple ? [...files, ...accepted] : accepted.slice(0, 1));
  };

  const onDrop = async (e: DropEvent) => {
    const dropped = await Promise.all(e.items.filter(isFileDropItem).map((item) => item.getFile()));
    add(dropped);
  };

  return (
    <div className={fieldStyles.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <DropZone className={styles.dropZone} onDrop={onDrop} isDisabled={isDisabled} aria-labelledby={labelId}>
        <FileTrigger
          acceptedFileTypes={[...acceptedFileTypes]}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => add(list ? Array.from(list) : [])}
        >
          <Button
            id={id}
            variant="ghost"
            size="small"
            isDisabled={isDisabled}
            aria-describedby={
              [description && descriptionId, errorMessage && errorId].filter(Boolean).join(' ') || undefined
            }
          >
            <Icon name="upload" size="small" />
            {buttonLabel}
          </Button>
        </FileTrigger>
      </DropZone>
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {rejected.length > 0 && (
        <span role="alert" className={fieldStyles.error}>
          {rejectedMessage(rejected)}
        </span>
      )}
      {errorMessage && (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      )}
      {files.length > 0 && (
        <ul className={styles.list}>
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{kb(file.size)}</span>
              <AriaButton
                className={styles.remove}
                aria-label={removeLabel(file.name)}
                onPress={() => update(files.filter((_, j) => j !== i))}
              >
                <Icon name="close" size="small" />
              </AriaButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
