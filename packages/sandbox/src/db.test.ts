import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isUniqueViolation, openDb, type Db } from './db';

describe('the SQLite layer (node:sqlite)', () => {
  let dir: string;
  let db: Db;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'passo-db-'));
    db = openDb(join(dir, 'test.db'));
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)');
  });

  afterEach(() => {
    if (db.open) db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const names = () =>
    db
      .prepare<[], { name: string }>('SELECT name FROM t ORDER BY id')
      .all()
      .map((r) => r.name);

  test('prepares each SQL text once and reuses the statement', () => {
    const sql = 'SELECT count(*) AS n FROM t';
    expect(db.prepare(sql)).toBe(db.prepare(sql));
    expect(db.prepare<[], { n: number }>(sql).get()?.n).toBe(0);
  });

  test('binds positional and named values, and a record may carry keys the statement does not name', () => {
    db.prepare('INSERT INTO t (name) VALUES (?)').run('a');
    const added = db.prepare('INSERT INTO t (name) VALUES (@name)').run({ name: 'b', unused: 1 });
    expect(added.changes).toBe(1);
    expect(Number(added.lastInsertRowid)).toBe(2);
    expect(names()).toEqual(['a', 'b']);
  });

  test('a transaction commits what its function wrote and returns its result', () => {
    const add = db.transaction((...list: string[]) => {
      for (const name of list) db.prepare('INSERT INTO t (name) VALUES (?)').run(name);
      return list.length;
    });
    expect(add('a', 'b')).toBe(2);
    expect(db.inTransaction).toBe(false);
    expect(names()).toEqual(['a', 'b']);
  });

  test('a transaction whose function throws stores nothing of it', () => {
    const add = db.transaction(() => {
      db.prepare('INSERT INTO t (name) VALUES (?)').run('a');
      db.prepare('INSERT INTO t (name) VALUES (?)').run('a');
    });
    let caught: unknown;
    try {
      add();
    } catch (error) {
      caught = error;
    }
    expect(isUniqueViolation(caught)).toBe(true);
    expect(db.inTransaction).toBe(false);
    expect(names()).toEqual([]);
  });

  test('a nested transaction that throws rolls back only itself', () => {
    const inner = db.transaction(() => {
      db.prepare('INSERT INTO t (name) VALUES (?)').run('inner');
      throw new Error('no');
    });
    db.transaction(() => {
      db.prepare('INSERT INTO t (name) VALUES (?)').run('outer');
      expect(() => inner()).toThrow('no');
      expect(db.inTransaction).toBe(true);
    })();
    expect(names()).toEqual(['outer']);
  });

  test('refuses an async transaction function and stores nothing of it', async () => {
    const add = db.transaction(async () => {
      db.prepare('INSERT INTO t (name) VALUES (?)').run('a');
    });
    expect(() => add()).toThrow('must not be async');
    expect(names()).toEqual([]);
  });

  test('only a taken key or unique value counts as a unique violation', () => {
    expect(isUniqueViolation(new Error('x'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(() => db.prepare('INSERT INTO t (id) VALUES (1)').run()).toThrow(/NOT NULL/);
    let caught: unknown;
    try {
      db.prepare('INSERT INTO t (id) VALUES (1)').run();
    } catch (error) {
      caught = error;
    }
    expect(isUniqueViolation(caught)).toBe(false);
  });

  test('closing merges the WAL into the file', () => {
    db.prepare('INSERT INTO t (name) VALUES (?)').run('kept');
    expect(existsSync(join(dir, 'test.db-wal'))).toBe(true);
    db.close();
    expect(existsSync(join(dir, 'test.db-wal'))).toBe(false);
    db = openDb(join(dir, 'test.db'));
    expect(names()).toEqual(['kept']);
  });
});
