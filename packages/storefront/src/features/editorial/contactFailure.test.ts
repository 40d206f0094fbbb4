import { contactFailureErrors, type Label } from './contactFailure';

const t: Label = (key, values) => (values ? `${key}(${JSON.stringify(values)})` : key);
const options = { fileName: 'scan.exe', maxFileMb: 8 };

describe('messages for a refused contact upload, each on its field', () => {
  it('a request over the size limit reads as the too-large label with the limit in MB, on the file', () => {
    expect(contactFailureErrors(413, { file: 'the request is too large' }, t, options)).toEqual({
      file: 'upload_too_large({"max":8})',
    });
  });

  it('a refused file names the file in the refused-file label, never the server’s English', () => {
    expect(contactFailureErrors(415, { file: 'only images, pdf, doc or docx' }, t, options)).toEqual({
      file: 'contact_file_refused({"name":"scan.exe"})',
    });
  });

  it('a refused email and an empty message read as the invalid-email and required labels on their fields', () => {
    expect(
      contactFailureErrors(400, { email: 'must be an email address', message: 'must not be empty' }, t, options),
    ).toEqual({
      email: 'field_email_invalid',
      message: 'field_required({"field":"contact_message"})',
    });
  });

  it('anything else reads as the generic server error, for the form as a whole', () => {
    expect(contactFailureErrors(500, undefined, t, options)).toEqual({ form: 'server_generic_error' });
    expect(contactFailureErrors(405, { method: 'POST only' }, t, options)).toEqual({ form: 'server_generic_error' });
    expect(contactFailureErrors(400, { message: 'must be at most 5000 characters' }, t, options)).toEqual({
      form: 'server_generic_error',
    });
  });
});
