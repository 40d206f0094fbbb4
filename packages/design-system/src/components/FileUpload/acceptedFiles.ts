/**
 * What the upload accepts by default (spec: images, pdf, doc, docx): the file
 * picker's filter. A form whose server accepts a narrower list passes that
 * list as `acceptedFileTypes`, and the same list decides what the picker refuses.
 */
export const FILE_UPLOAD_ACCEPTED_TYPES = [
  'image/*',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.pdf',
  '.doc',
  '.docx',
] as const;

/**
 * Whether a file matches an accept list (as an `accept` attribute reads it):
 * `.ext` by the name's extension, `type/*` by the type's family, else the exact type.
 */
export function isAcceptedFile(
  file: Pick<File, 'name' | 'type'>,
  accepted: readonly string[] = FILE_UPLOAD_ACCEPTED_TYPES,
): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accepted.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.length > rule.length && name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type !== '' && type === rule;
  });
}
