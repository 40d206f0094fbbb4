/**
 * The Prismic REST API v2 query language, the subset the storefront uses:
 * `q=[[at(document.type, "labels")][any(my.moods.uid, ["a", "b"])]]` and
 * `orderings=[my.blog_article.publication_date desc, document.first_publication_date]`.
 */

export type Value = string | number | boolean | Value[];
export interface Predicate {
  name: string;
  path: string;
  args: Value[];
}

export class QueryError extends Error {}

class Reader {
  i = 0;
  constructor(private text: string) {}
  peek(): string {
    return this.text[this.i] ?? '';
  }
  skip(): void {
    while (/\s/.test(this.peek())) this.i += 1;
  }
  expect(ch: string): void {
    this.skip();
    if (this.peek() !== ch) throw new QueryError(`expected "${ch}" at ${this.i} in ${this.text}`);
    this.i += 1;
  }
  done(): boolean {
    this.skip();
    return this.i >= this.text.length;
  }
  identifier(): string {
    this.skip();
    const m = /^[A-Za-z_][A-Za-z0-9_.-]*/.exec(this.text.slice(this.i));
    if (!m) throw new QueryError(`expected a name at ${this.i} in ${this.text}`);
    this.i += m[0].length;
    return m[0];
  }
  value(): Value {
    this.skip();
    const ch = this.peek();
    if (ch === '"' || ch === "'") {
      this.i += 1;
      let out = '';
      while (this.i < this.text.length && this.peek() !== ch) {
        if (this.peek() === '\\') this.i += 1;
        out += this.peek();
        this.i += 1;
      }
      this.expect(ch);
      return out;
    }
    if (ch === '[') {
      this.i += 1;
      const list: Value[] = [];
      this.skip();
      if (this.peek() === ']') {
        this.i += 1;
        return list;
      }
      for (;;) {
        list.push(this.value());
        this.skip();
        if (this.peek() === ',') {
          this.i += 1;
          continue;
        }
        this.expect(']');
        return list;
      }
    }
    const m = /^(-?\d+(\.\d+)?|true|false)/.exec(this.text.slice(this.i));
    if (m) {
      this.i += m[0].length;
      return m[0] === 'true' ? true : m[0] === 'false' ? false : Number(m[0]);
    }
    // Paths (document.type) appear as first arguments.
    return this.identifier();
  }
}

/** Parses one `q` value: `[[pred(...)][pred(...)]]`. */
export function parseQuery(q: string): Predicate[] {
  const r = new Reader(q.trim());
  const predicates: Predicate[] = [];
  r.expect('[');
  r.skip();
  while (r.peek() === '[') {
    r.expect('[');
    const name = r.identifier();
    r.expect('(');
    const path = r.identifier();
    const args: Value[] = [];
    r.skip();
    while (r.peek() === ',') {
      r.i += 1;
      args.push(r.value());
      r.skip();
    }
    r.expect(')');
    r.expect(']');
    predicates.push({ name, path, args });
    r.skip();
  }
  r.expect(']');
  if (!r.done()) throw new QueryError(`unexpected text after the query: ${q}`);
  return predicates;
}

export interface Ordering {
  path: string;
  desc: boolean;
}

export function parseOrderings(text: string): Ordering[] {
  const inner = text.trim().replace(/^\[/, '').replace(/\]$/, '');
  if (inner.trim() === '') return [];
  return inner.split(',').map((part) => {
    const [path = '', direction] = part.trim().split(/\s+/);
    if (!/^[A-Za-z_][A-Za-z0-9_.-]*$/.test(path)) throw new QueryError(`bad ordering "${part}"`);
    if (direction !== undefined && direction !== 'desc' && direction !== 'asc') throw new QueryError(`bad ordering "${part}"`);
    return { path, desc: direction === 'desc' };
  });
}
