/**
 * A product's fit note ("runs small: take one size up") from the size guide's content: the note written for
 * the product (by its URI) wins over one written for its whole line (by the line's uid). Editors leave a
 * product without a note by writing none.
 */
export interface FitNoteEntry {
  product: string;
  note: string;
}

/** A content text field as text (trimmed; empty when missing): the size guide's readers share it. */
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The fit notes of a size guide document's data; entries without a key or a note are left out. */
export function readFitNotes(data: unknown): FitNoteEntry[] {
  const list = (data as { fit_notes?: unknown } | null | undefined)?.fit_notes;
  if (!Array.isArray(list)) return [];
  return list
    .map((entry: unknown) => {
      const e = (entry ?? {}) as Record<string, unknown>;
      return { product: text(e.product), note: text(e.note) };
    })
    .filter((e) => e.product !== '' && e.note !== '');
}

/** The note for a product (its URI, its line's uid or null), or null when neither has one. */
export function fitNoteFor(notes: FitNoteEntry[], product: { uri: string; line: string | null }): string | null {
  const own = notes.find((n) => n.product === product.uri);
  if (own) return own.note;
  return (product.line && notes.find((n) => n.product === product.line)?.note) || null;
}
