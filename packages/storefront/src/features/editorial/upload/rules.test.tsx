import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileUpload } from '@passo/design-system';
import { checkUpload, UPLOAD_ACCEPTED_TYPES } from './rules';

const bytes = (text: string, prefix: number[] = []) => new Uint8Array([...prefix, ...Buffer.from(text)]);

/** Whether the contact form's picker (the design system's FileUpload given the server's list) takes a file. */
async function pickerAccepts(name: string, type: string): Promise<boolean> {
  const onChange = jest.fn();
  const { container, unmount } = render(
    <FileUpload label="Attachment" acceptedFileTypes={UPLOAD_ACCEPTED_TYPES} onChange={onChange} />,
  );
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], name, { type }));
  const refused = screen.queryByRole('alert') !== null;
  unmount();
  return onChange.mock.calls.length > 0 && !refused;
}

describe('the contact form file picker accepts exactly what the server accepts', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', bytes('jfif', [0xff, 0xd8, 0xff])],
    ['photo.JPEG', 'image/jpeg', bytes('jfif', [0xff, 0xd8, 0xff])],
    ['scan.png', 'image/png', bytes('', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['scan.webp', 'image/webp', bytes('RIFF\0\0\0\0WEBP')],
    ['anim.gif', 'image/gif', bytes('GIF89a')],
    ['receipt.pdf', 'application/pdf', bytes('%PDF-1.7')],
    ['letter.doc', 'application/msword', bytes('', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ['letter.docx', '', bytes('word/document.xml', [0x50, 0x4b, 0x03, 0x04])],
  ])('accepts %s in the picker and on the server', async (name, type, content) => {
    expect(await pickerAccepts(name, type)).toBe(true);
    expect(checkUpload(name, content).ok).toBe(true);
  });

  it.each([
    ['photo.heic', 'image/heic', bytes('\0\0\0\x18ftypheic')],
    ['photo.avif', 'image/avif', bytes('\0\0\0\x1cftypavif')],
    ['logo.svg', 'image/svg+xml', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['photo.bmp', 'image/bmp', bytes('BM')],
  ])('refuses %s in the picker, before submit, as the server does after', async (name, type, content) => {
    expect(checkUpload(name, content).ok).toBe(false);
    expect(await pickerAccepts(name, type)).toBe(false);
  });
});
