import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FileUpload } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import { useContentLabel } from './labels';
import { UPLOAD_MAX_FILE_BYTES } from './upload/rules';

/** The spec's upload URL; next.config.ts rewrites it to pages/api/upload.ts. */
export const UPLOAD_URL = '/upload/uploader.php';

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
  max-width: 720px;
`;

const Field = styled.div`
  display: grid;
  gap: ${vars.space['2xs']};

  label {
    font-weight: ${vars.fontWeight.bold};
  }
  input,
  textarea {
    font: inherit;
    padding: ${vars.space.sm} ${vars.space.md};
    border: 2px solid ${vars.color.black};
    border-radius: ${vars.radius.md};
    background: ${vars.color.white};
  }
  input:focus-visible,
  textarea:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
  small {
    color: ${vars.color.textMuted};
  }
`;

const Status = styled.p<{ $error: boolean }>`
  margin: 0;
  min-height: 1.5em;
  font-weight: ${vars.fontWeight.bold};
  color: ${({ $error }) => ($error ? vars.color.error : vars.color.success)};
`;

type Result = { ok: boolean; message: string } | null;

/**
 * The contact form: name, email, message and an optional attachment (an
 * image, pdf, doc or docx), posted as multipart to the spec's upload URL.
 * It reports what the server answered, field by field.
 */
export function ContactForm({ locale }: { locale: string }) {
  const id = useId();
  const label = useContentLabel();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const [files, setFiles] = useState<File[]>([]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    body.set('locale', locale);
    const [file] = files;
    if (file) body.set('file', file);
    if (file && file.size > UPLOAD_MAX_FILE_BYTES) {
      setResult({
        ok: false,
        message: label('upload_too_large', `The file is larger than ${UPLOAD_MAX_FILE_BYTES / 1024 / 1024} MB.`),
      });
      return;
    }
    setPending(true);
    setResult(null);
    try {
      const response = await fetch(UPLOAD_URL, { method: 'POST', body });
      const data = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
      if (response.ok) {
        form.reset();
        setFiles([]);
        setResult({
          ok: true,
          message: label('contact_sent', 'Thank you: we have your message and will answer by email.'),
        });
      } else {
        const errors = Object.entries(data.errors ?? {}).map(([field, message]) => `${field}: ${message}`);
        setResult({
          ok: false,
          message: errors.join('; ') || label('server_generic_error', 'Something went wrong. Please try again.'),
        });
      }
    } catch {
      setResult({ ok: false, message: label('server_generic_error', 'Something went wrong. Please try again.') });
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onSubmit={onSubmit} aria-label={label('contact_us', 'Contact us')}>
      <Field>
        <label htmlFor={`${id}-name`}>{label('contact_name', 'Name')}</label>
        <input id={`${id}-name`} name="name" autoComplete="name" maxLength={200} />
      </Field>
      <Field>
        <label htmlFor={`${id}-email`}>{label('email', 'Email')}</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      </Field>
      <Field>
        <label htmlFor={`${id}-message`}>{label('contact_message', 'Message')}</label>
        <textarea id={`${id}-message`} name="message" rows={6} required maxLength={5000} />
      </Field>
      <FileUpload
        label={label('contact_attachment', 'Attachment')}
        buttonLabel={label('contact_choose_file', 'Choose a file')}
        description={label(
          'contact_attachment_hint',
          `Images, pdf, doc or docx, up to ${UPLOAD_MAX_FILE_BYTES / 1024 / 1024} MB.`,
        )}
        allowsMultiple={false}
        value={files}
        onChange={setFiles}
      />
      <div>
        <Button type="submit" isPending={pending}>
          {label('contact_send', 'Send')}
        </Button>
      </div>
      <Status role="status" $error={result !== null && !result.ok}>
        {result?.message}
      </Status>
    </Form>
  );
}
