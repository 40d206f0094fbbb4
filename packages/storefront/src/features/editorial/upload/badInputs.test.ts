/** @jest-environment node */
/**
 * The bad-input corpus, contact form side: bad fields, files and bodies thrown at the upload
 * handler (`/upload/uploader.php`) in-process. Each gets a 4xx whose `errors` name the field, never a
 * 5xx, and nothing is written to the upload directory.
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUploadHandler } from './handler';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n');

let dir: string;
let server: Server;
let url: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'passo-upload-corpus-'));
  server = createServer(createUploadHandler({ dir, maxRequestBytes: 64 * 1024 }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  await rm(dir, { recursive: true, force: true });
});

interface Row {
  input: string;
  fields?: Record<string, string>;
  file?: { bytes: Buffer; name: string };
  raw?: { body: string; contentType?: string; method?: string };
  /** The status and the field its error names. */
  expect: [number, string];
}

const VALID = { email: 'giulia@example.com', name: 'Giulia', message: 'My sole came loose.', locale: 'it-it' };

const FIELDS: Row[] = [
  ...[
    '',
    'plainaddress',
    'giulia@',
    '@example.com',
    'giulia@@example.com',
    'giu lia@example.com',
    'a@b',
    'a@b.c\r\nBcc: x@y.z',
  ].map((email): Row => ({ input: `email ${JSON.stringify(email)}`, fields: { email }, expect: [400, 'email'] })),
  ...['', '   ', '\n\t'].map((message): Row => ({
    input: `message ${JSON.stringify(message)}`,
    fields: { message },
    expect: [400, 'message'],
  })),
  { input: 'a message over the limit', fields: { message: 'x'.repeat(20_000) }, expect: [400, 'message'] },
];

const FILES: Row[] = [
  {
    input: 'a program named .pdf',
    file: { bytes: Buffer.from('MZ\x90\x00 program'), name: 'invoice.pdf' },
    expect: [415, 'file'],
  },
  {
    input: 'an executable',
    file: { bytes: Buffer.from('MZ\x90\x00 program'), name: 'setup.exe' },
    expect: [415, 'file'],
  },
  {
    input: 'a shell script',
    file: { bytes: Buffer.from('#!/bin/sh\nrm -rf /'), name: 'photo.png' },
    expect: [415, 'file'],
  },
  {
    input: 'an html page',
    file: { bytes: Buffer.from('<html><script>alert(1)</script>'), name: 'receipt.html' },
    expect: [415, 'file'],
  },
  {
    input: 'an svg with a script',
    file: { bytes: Buffer.from('<svg onload="alert(1)"/>'), name: 'photo.svg' },
    expect: [415, 'file'],
  },
  {
    input: 'a php file',
    file: { bytes: Buffer.from('<?php system($_GET[1]); ?>'), name: 'uploader.php' },
    expect: [415, 'file'],
  },
  {
    input: 'a pdf too large',
    file: { bytes: Buffer.concat([PDF, Buffer.alloc(70 * 1024)]), name: 'big.pdf' },
    expect: [413, 'file'],
  },
];

const BODIES: Row[] = [
  {
    input: 'a JSON body',
    raw: { body: JSON.stringify(VALID), contentType: 'application/json' },
    expect: [415, 'body'],
  },
  {
    input: 'a url-encoded body',
    raw: { body: new URLSearchParams(VALID).toString(), contentType: 'application/x-www-form-urlencoded' },
    expect: [415, 'body'],
  },
  { input: 'a body with no content type', raw: { body: 'email=x', contentType: '' }, expect: [415, 'body'] },
  {
    input: 'a multipart body with no boundary',
    raw: { body: 'garbage', contentType: 'multipart/form-data' },
    expect: [400, 'body'],
  },
  {
    input: 'a truncated multipart body',
    raw: {
      body: '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\ngiulia@example.com',
      contentType: 'multipart/form-data; boundary=b',
    },
    expect: [400, 'body'],
  },
  { input: 'a GET', raw: { body: '', method: 'GET' }, expect: [405, 'method'] },
  {
    input: 'a PUT',
    raw: { body: 'x', method: 'PUT', contentType: 'multipart/form-data; boundary=b' },
    expect: [405, 'method'],
  },
];

async function send(row: Row): Promise<Response> {
  if (row.raw) {
    const method = row.raw.method ?? 'POST';
    const headers: Record<string, string> = row.raw.contentType ? { 'content-type': row.raw.contentType } : {};
    return fetch(url, { method, headers, body: method === 'GET' ? undefined : row.raw.body });
  }
  const body = new FormData();
  for (const [key, value] of Object.entries({ ...VALID, ...row.fields })) body.set(key, value);
  if (row.file) body.set('file', new Blob([new Uint8Array(row.file.bytes)]), row.file.name);
  return fetch(url, { method: 'POST', body });
}

const outcomes: number[] = [];

describe.each([
  ['a malformed contact field', FIELDS],
  ['a file the shop does not take', FILES],
  ['a body that is not the form', BODIES],
] as const)('the contact form’s bad-input corpus', (cls, rows) => {
  it(`${cls} (${rows.length} inputs) is answered with a 4xx naming the field, never a 5xx, and stores nothing`, async () => {
    const wrong: string[] = [];
    for (const row of rows) {
      const response = await send(row);
      outcomes.push(response.status);
      const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
      const [status, field] = row.expect;
      if (response.status !== status || !body.errors?.[field]) {
        wrong.push(`${row.input}: ${response.status} ${JSON.stringify(body)}, expected ${status} naming ${field}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });
});

afterAll(() => {
  console.info(
    `bad-input corpus (contact upload): ${outcomes.length} inputs tried, ${outcomes.filter((s) => s >= 500).length} × 5xx`,
  );
});
