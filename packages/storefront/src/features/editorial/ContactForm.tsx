import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Form } from 'react-aria-components';
import { Button, ErrorSummary, FileUpload, TextField, isValidEmail } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import { contactFailureErrors } from './contactFailure';
import { useLabels } from '../../core/labels/useLabel';
import { problems, useErrorSummary } from '../forms/errorSummary';
import { UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_MESSAGE_CHARS, UPLOAD_URL } from './upload/rules';

/** The spec's upload URL; next.config.ts rewrites it to pages/api/upload.ts. */
export { UPLOAD_URL };

/** Longest name kept (the server's limit too). */
const CONTACT_MAX_NAME_CHARS = 200;
const UPLOAD_MAX_FILE_MB = UPLOAD_MAX_FILE_BYTES / 1024 / 1024;

// `onInput` reaches the <form> (react-aria's Form passes DOM props through; its types do not list it).
const ContactFormBox = styled(Form)<{ onInput?: (event: FormEvent<HTMLFormElement>) => void }>`
  display: grid;
  gap: ${vars.space.md};
  max-width: 720px;
`;

const Status = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-weight: ${vars.fontWeight.bold};
  color: ${vars.color.success};
`;

interface Fields {
  name: string;
  email: string;
  message: string;
}

const EMPTY: Fields = { name: '', email: '', message: '' };

/**
 * The contact form: name, email, message and an optional attachment (an
 * image, pdf, doc or docx), posted as multipart to the spec's upload URL.
 * Design-system fields; every word from the content labels. A submit with
 * problems (the form's own checks, or the server's answer) puts each message
 * on its field and the same words in the error summary above the form, which
 * takes focus; nothing is sent until the fields are right.
 */
export function ContactForm({ locale }: { locale: string }) {
  const t = useLabels();
  const id = useId();
  const ids = { name: `${id}-name`, email: `${id}-email`, message: `${id}-message`, file: `${id}-file` };
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useErrorSummary({ fields: ids });

  const set = (field: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setSent(false);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setSent(false);
    const [file] = files;
    const found = problems({
      email: !fields.email.trim()
        ? t('field_required', { field: t('email') })
        : !isValidEmail(fields.email.trim()) && t('field_email_invalid'),
      message: !fields.message.trim() && t('field_required', { field: t('contact_message') }),
      file: Boolean(file && file.size > UPLOAD_MAX_FILE_BYTES) && t('upload_too_large', { max: UPLOAD_MAX_FILE_MB }),
    });
    if (Object.keys(found).length > 0) return form.fail(found);
    const body = new FormData();
    body.set('name', fields.name.trim());
    body.set('email', fields.email.trim());
    body.set('message', fields.message);
    body.set('locale', locale);
    if (file) body.set('file', file);
    setPending(true);
    try {
      const response = await fetch(UPLOAD_URL, { method: 'POST', body });
      const data = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
      if (response.ok) {
        setFields(EMPTY);
        setFiles([]);
        form.clear();
        setSent(true);
      } else {
        form.fail(
          contactFailureErrors(response.status, data.errors, t, {
            fileName: file?.name ?? null,
            maxFileMb: UPLOAD_MAX_FILE_MB,
          }),
        );
      }
    } catch {
      form.fail({ form: t('server_generic_error') });
    } finally {
      setPending(false);
    }
  }

  return (
    <ContactFormBox
      onSubmit={(event) => void onSubmit(event)}
      onInput={form.onInput}
      validationErrors={form.errors}
      validationBehavior="aria"
      aria-label={t('contact_us')}
    >
      <ErrorSummary {...form.summary} />
      <TextField
        id={ids.name}
        label={t('contact_name')}
        name="name"
        autoComplete="name"
        maxLength={CONTACT_MAX_NAME_CHARS}
        value={fields.name}
        onChange={set('name')}
      />
      <TextField
        id={ids.email}
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        value={fields.email}
        onChange={set('email')}
      />
      <TextField
        id={ids.message}
        label={t('contact_message')}
        name="message"
        type="textarea"
        rows={6}
        isRequired
        maxLength={UPLOAD_MAX_MESSAGE_CHARS}
        value={fields.message}
        onChange={set('message')}
      />
      <FileUpload
        id={ids.file}
        label={t('contact_attachment')}
        buttonLabel={t('contact_choose_file')}
        description={t('contact_attachment_hint', { max: UPLOAD_MAX_FILE_MB })}
        errorMessage={form.errors.file}
        rejectedMessage={(names) => t('contact_file_refused', { name: names.join(', ') })}
        removeLabel={(name) => t('contact_remove_file', { name })}
        allowsMultiple={false}
        acceptedFileTypes={UPLOAD_ACCEPTED_TYPES}
        value={files}
        onChange={(next) => {
          setFiles(next);
          form.dismiss('file');
          setSent(false);
        }}
      />
      <div>
        <Button type="submit" isPending={pending}>
          {t('contact_send')}
        </Button>
      </div>
      <Status role="status">{sent ? t('contact_sent') : null}</Status>
    </ContactFormBox>
  );
}
