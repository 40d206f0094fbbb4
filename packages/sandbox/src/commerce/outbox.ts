/** The sandbox's outbox: the messages a real shop would email, kept in a table and, when configured, a file. */
import { appendFileSync } from 'node:fs';
import type { Db } from '../db';

export class Outbox {
  constructor(
    private db: Db,
    private file: string | undefined,
    private log = true,
  ) {}

  /** Writes a message to the outbox table and, when configured, to outbox.jsonl. */
  send(to: string, subject: string, text: string, link: string | null): void {
    const date = new Date().toISOString();
    this.db
      .prepare('INSERT INTO outbox (recipient, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(to, subject, text, link, date);
    if (this.file) appendFileSync(this.file, `${JSON.stringify({ to, subject, text, link, date })}\n`);
    if (this.log) console.log(`outbox: "${subject}" to ${to}${link ? ` — ${link}` : ''}`);
  }

  list() {
    return this.db
      .prepare<[], { recipient: string; subject: string; body: string; link: string | null; created_at: string }>(
        'SELECT * FROM outbox ORDER BY id DESC',
      )
      .all()
      .map((m) => ({ to: m.recipient, subject: m.subject, text: m.body, link: m.link, date: m.created_at }));
  }
}
