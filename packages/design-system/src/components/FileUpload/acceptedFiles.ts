/** What the upload form accepts (spec: images, pdf, doc, docx). Used as the file picker's filter. */
export const FILE_UPLOAD_ACCEPTED_TYPES = [
  'image/*',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.pdf',
  '.doc',
  '.docx',
] as const;

const EXTENSIONS = ['pdf', 'doc', 'docx'];
const MIME_TYPES = FILE_UPLOAD_ACCEPTED_TYPES.filter((t) => t.includes('/') && !t.endsWith('*')) as readonly string[];

/** Whether a file is one the form accepts: any image, or a PDF, DOC or DOCX (by type or extension). */
export function isAcceptedFile(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type.startsWith('image/')) return true;
  if (MIME_TYPES.includes(file.type)) return true;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return file.name.includes('.') && EXTENSIONS.includes(extension);
}
