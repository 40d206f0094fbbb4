/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUploadHandler } from './handler';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00 this is a program');

let dir: string;
let server: Server;
let url: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'passo-upload-'));
  server = createServer(createUploadHandler({ dir, maxRequestBytes: 64 * 1024 }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
});

afterEach(async () => {
  await new Promise((done) => server.close(done));
  await rm(dir, { recursive: true, force: true });
});

function form(file?: { bytes: Buffer; name: string; type?: string }, fields: Record<string, string> = {}) {
  const body = new FormData();
  body.set('email', fields.email ?? 'giulia@example.com');
  body.set('name', fields.name ?? 'Giulia');
  body.set('message', fields.message ?? 'My Sunny Side sole came loose, photo attached.');
  body.set('locale', 'it-it');
  if (file)
    body.set(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  return body;
}

describe('the contact upload (/upload/uploader.php)', () => {
  it('stores a pdf under a server-chosen name, readable by the owner only and not executable', async () => {
    const response = await fetch(url, { method: 'POST', body: form({ bytes: PDF, name: '../../etc/passwd.pdf' }) });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const files = (await readdir(dir)).sort();
    expect(files).toEqual([`${id}.json`, `${id}.pdf`].sort());
    expect(await readFile(join(dir, `${id}.pdf`))).toEqual(PDF);
    expect((await stat(join(dir, `${id}.pdf`))).mode & 0o777).toBe(0o600);
    const record = JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as Record<string, unknown>;
    expect(record).toMatchObject({ email: 'giulia@example.com', file: `${id}.pdf`, locale: 'it-it' });
    // Nothing of the client's file name reaches the disk.
    expect(JSON.stringify(record)).not.toContain('passwd');
  });

  it('stores a message without a file', async () => {
    const response = await fetch(url, { method: 'POST', body: form() });
    expect(response.status).toBe(201);
    expect((await readdir(dir)).filter((f) => !f.endsWith('.json'))).toEqual([]);
  });

  it('refuses a program renamed to .pdf, whatever type the browser claims', async () => {
    const response = await fetch(url, {
      method: 'POST',
      body: form({ bytes: EXE, name: 'invoice.pdf', type: 'application/pdf' }),
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.file).toMatch(/only images/);
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a file whose name does not match its content', async () => {
    const response = await fetch(url, { method: 'POST', body: form({ bytes: PNG, name: 'photo.pdf' }) });
    expect(response.status).toBe(415);
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a request over the size limit', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(128 * 1024, 0x20)]);
    const response = await fetch(url, { method: 'POST', body: form({ bytes: big, name: 'big.pdf' }) });
    expect(response.status).toBe(413);
    expect(await readdir(dir)).toEqual([]);
  });

  it('names each invalid field and stores nothing', async () => {
    const response = await fetch(url, {
      method: 'POST',
      body: form(undefined, { email: 'not-an-email', message: ' ' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      email: 'must be an email address',
      message: 'must not be empty',
    });
    expect(await readdir(dir)).toEqual([]);
  });

  it('answers only POST', async () => {
    const response = await fetch(url);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
