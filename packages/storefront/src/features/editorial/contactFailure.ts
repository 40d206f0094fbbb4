import type { LabelKey } from '../content/fallbacks';

/** A label lookup with `$name` values, as `useLabels` returns. */
export type Label = (key: LabelKey, values?: Record<string, string | number>) => string;

/**
 * The shopper-facing messages for a refused contact upload. The upload
 * handler's `errors` name the field in English for developers and logs; the
 * shopper reads the content's labels in their language instead.
 */
export function contactFailureMessages(
  status: number,
  errors: Record<string, string> | undefined,
  t: Label,
  { fileName, maxFileMb }: { fileName: string | null; maxFileMb: number },
): string[] {
  const fields = Object.keys(errors ?? {});
  if (status === 413) return [t('upload_too_large', { max: maxFileMb })];
  const messages: string[] = [];
  if (fields.includes('file')) messages.push(t('contact_file_refused', { name: fileName ?? '' }));
  if (fields.includes('email')) messages.push(t('field_email_invalid'));
  if (fields.includes('message') || fields.includes('name')) messages.push(t('contact_check_form'));
  return messages.length ? messages : [t('server_generic_error')];
}
