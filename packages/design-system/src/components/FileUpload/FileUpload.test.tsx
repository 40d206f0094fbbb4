import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isAcceptedFile } from './acceptedFiles';
import { FileUpload } from './FileUpload';

const file = (name: string, type: string) => new File(['x'.repeat(2048)], name, { type });

describe('accepted files', () => {
  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['scan.png', 'image/png'],
    ['receipt.pdf', 'application/pdf'],
    ['letter.doc', 'application/msword'],
    ['letter.docx', ''],
    ['RECEIPT.PDF', ''],
  ])('accepts %s', (name, type) => {
    expect(isAcceptedFile({ name, type })).toBe(true);
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['archive.zip', 'application/zip'],
    ['pdf', ''],
    ['run.exe', 'application/octet-stream'],
  ])('refuses %s', (name, type) => {
    expect(isAcceptedFile({ name, type })).toBe(false);
  });
});

describe('FileUpload', () => {
  const input = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

  it('lists the chosen files and reports them', async () => {
    const onChange = jest.fn();
    const { container } = render(<FileUpload label="Attachments" onChange={onChange} />);
    await userEvent.upload(input(container), [file('receipt.pdf', 'application/pdf'), file('photo.jpg', 'image/jpeg')]);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['receipt.pdf2 kB', 'photo.jpg2 kB']);
    expect(onChange).toHaveBeenLastCalledWith([expect.any(File), expect.any(File)]);
  });

  it('refuses other files with a message, keeping the accepted ones', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(
      <FileUpload label="Attachments" rejectedMessage={(n) => `Rifiutato: ${n.join(', ')}`} />,
    );
    await user.upload(input(container), [file('notes.txt', 'text/plain'), file('scan.png', 'image/png')]);
    expect(screen.getByRole('alert')).toHaveTextContent('Rifiutato: notes.txt');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows a problem found after choosing under the field, describing its button, which carries the field id for links to it', () => {
    render(
      <FileUpload
        id="contact-file"
        label="Attachments"
        description="Images or PDF."
        errorMessage="The file is larger than 8 MB."
      />,
    );
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveAttribute('id', 'contact-file');
    expect(screen.getByText('The file is larger than 8 MB.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription(
      'Images or PDF. The file is larger than 8 MB.',
    );
  });

  it('removes a file from the list', async () => {
    const onChange = jest.fn();
    const { container } = render(<FileUpload label="Attachments" onChange={onChange} />);
    await userEvent.upload(input(container), [file('receipt.pdf', 'application/pdf')]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove receipt.pdf' }));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('filters the picker to images, PDF, DOC and DOCX', () => {
    const { container } = render(<FileUpload label="Attachments" />);
    expect(input(container).accept).toContain('image/*');
    expect(input(container).accept).toContain('.docx');
  });

  it('accepts exactly the given list: other images are refused with the message, the picker filtered to it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = jest.fn();
    const { container } = render(
      <FileUpload
        label="Attachments"
        acceptedFileTypes={['.png', 'image/png', '.pdf', 'application/pdf']}
        onChange={onChange}
      />,
    );
    await user.upload(input(container), [file('photo.heic', 'image/heic'), file('scan.png', 'image/png')]);
    expect(screen.getByRole('alert')).toHaveTextContent('Not accepted: photo.heic');
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'scan.png' })]);
    expect(input(container).accept).toBe('.png,image/png,.pdf,application/pdf');
  });
});
