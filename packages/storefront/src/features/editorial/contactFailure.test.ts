import { contactFailureMessages, type Label } from './contactFailure';

const t: Label = (key, values) => (values ? `${key}(${JSON.stringify(values)})` : key);
const options = { fileName: 'scan.exe', maxFileMb: 8 };

describe('messages for a refused contact upload', () => {
  it('a request over the size limit reads as the too-large label with the limit in MB', () => {
    expect(contactFailureMessages(413, { file: 'the request is too large' }, t, options)).toEqual([
      'upload_too_large({"max":8})',
    ]);
  });

  it('a refused file names the file in the refused-file label, never the server’s English', () => {
    expect(contactFailureMessages(415, { file: 'only images, pdf, doc or docx' }, t, options)).toEqual([
      'contact_file_refused({"name":"scan.exe"})',
    ]);
  });

  it('a refused email and message read as the invalid-email and check-the-form labels', () => {
    expect(
      contactFailureMessages(400, { email: 'must be an email address', message: 'must not be empty' }, t, options),
    ).toEqual(['field_email_invalid', 'contact_check_form']);
  });

  it('anything else reads as the generic server error', () => {
    expect(contactFailureMessages(500, undefined, t, options)).toEqual(['server_generic_error']);
    expect(contactFailureMessages(405, { method: 'POST only' }, t, options)).toEqual(['server_generic_error']);
  });
});
