import type { LabelKey } from '../../core/content/fallbacks';
import type { FieldErrors } from '../forms/errorSummary';

/** A label lookup with `$name` values, as `useLabels` returns. */
export type Label = (key: LabelKey, values?: Record<string, string | number>) => string;

/**
 * The shopper-facing messages for a refused contact upload, by field (`file`, `email`, `message`; `form`
 * for a refusal of no field), so each shows on its field and in the error summary. The upload handler's
 * `errors` name the field in English for developers and logs; the shopper reads the content's labels in
 * their language instead.
 */
export function contactFailureErrors(
  status: number,
  errors: Record<string, string> | undefined,
  t: Label,
  { fileName, maxFileMb }: { fileName: string | null; maxFileMb: number },
): FieldErrors {
  if (status === 413) return { file: t('upload_too_large', { max: maxFileMb }) };
  const server = errors ?? {};
  const out: FieldErrors = {};
  if (server.file) out.file = t('contact_file_refused', { name: fileName ?? '' });
  if (server.email) out.email = t('field_email_invalid');
  // The field's maxLength keeps a message under the limit: only an empty one (spaces) is the shopper's to fix.
  if (server.message && !/at most/.test(server.message))
    out.message = t('field_required', { field: t('contact_message') });
  return Object.keys(out).length ? out : { form: t('server_generic_error') };
}
