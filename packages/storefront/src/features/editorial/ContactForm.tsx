import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FileUpload, FormErrors, TextField, isValidEmail } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import { contactFailureMessages } from './contactFailure';
import { useLabels } from '../content/useLabel';
import { UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_MESSAGE_CHARS, UPLOAD_URL } from './upload/rules';

/** The spec's upload URL; next.config.ts rewrites it to pages/api/upload.ts. */
export { UPLOAD_URL };

/** Longest name kept (the server's limit too). */
const CONTACT_MAX_NAME_CHARS = 200;
const UPLOAD_MAX_FILE_MB = UPLOAD_MAX_FILE_BYTES / 1024 / 1024;

const Form = styled.form`
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
type FieldErrors = Partial<Record<keyof Fields, string>>;

const EMPTY: Fields = { name: '', email: '', message: '' };

/**
 * The contact form: name, email, message and an optional attachment (an
 * image, pdf, doc or docx), posted as multipart to the spec's upload URL.
 * Design-system fields; every word from the content labels. Field errors
 * show under each field once a submit was tried; the error bar above the
 * button announces what went wrong, the server's answers included.
 */
export function ContactForm({ locale }: { locale: string }) {
  const t = useLabels();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const [sent, setSent] = useState(false);

  const errors: FieldErrors = {};
  if (!fields.email.trim()) errors.email = t('field_required', { field: t('email') });
  else if (!isValidEmail(fields.email)) errors.email = t('field_email_invalid');
  if (!fields.message.trim()) errors.message = t('field_required', { field: t('contact_message') });
  const shown: FieldErrors = checked ? errors : {};

  const set = (field: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setSent(false);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setChecked(true);
    setSent(false);
    setFailure([]);
    if (Object.keys(errors).length > 0) return;
    const [file] = files;
    if (file && file.size > UPLOAD_MAX_FILE_BYTES) {
      setFailure([t('upload_too_large', { max: UPLOAD_MAX_FILE_MB })]);
      return;
    }
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
        setChecked(false);
        setSent(true);
      } else {
        setFailure(
          contactFailureMessages(response.status, data.errors, t, {
            fileName: file?.name ?? null,
            maxFileMb: UPLOAD_MAX_FILE_MB,
          }),
        );
      }
    } catch {
      setFailure([t('server_generic_error')]);
    } finally {
      setPending(false);
    }
  }

  const alerts = Object.keys(shown).length > 0 ? [t('contact_check_form')] : failure;

  return (
    <Form onSubmit={onSubmit} aria-label={t('contact_us')} noValidate>
      <TextField
        label={t('contact_name')}
        name="name"
        autoComplete="name"
        maxLength={CONTACT_MAX_NAME_CHARS}
        value={fields.name}
        onChange={set('name')}
      />
      <TextField
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        validationBehavior="aria"
        value={fields.email}
        onChange={set('email')}
        isInvalid={Boolean(shown.email)}
        errorMessage={shown.email}
      />
      <TextField
        label={t('contact_message')}
        name="message"
        type="textarea"
        rows={6}
        isRequired
        validationBehavior="aria"
        maxLength={UPLOAD_MAX_MESSAGE_CHARS}
        value={fields.message}
        onChange={set('message')}
        isInvalid={Boolean(shown.message)}
        errorMessage={shown.message}
      />
      <FileUpload
        label={t('contact_attachment')}
        buttonLabel={t('contact_choose_file')}
        description={t('contact_attachment_hint', { max: UPLOAD_MAX_FILE_MB })}
        rejectedMessage={(names) => t('contact_file_refused', { name: names.join(', ') })}
        removeLabel={(name) => t('contact_remove_file', { name })}
        allowsMultiple={false}
        acceptedFileTypes={UPLOAD_ACCEPTED_TYPES}
        value={files}
        onChange={(next) => {
          setFiles(next);
          setSent(false);
        }}
      />
      <FormErrors messages={alerts} />
      <div>
        <Button type="submit" isPending={pending}>
          {t('contact_send')}
        </Button>
      </div>
      <Status role="status">{sent ? t('contact_sent') : null}</Status>
    </Form>
  );
}
