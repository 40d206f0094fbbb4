import { fitNoteFor, readFitNotes } from './fitNote';

const notes = readFitNotes({
  fit_notes: [
    { product: 'ciao-sneaker-blue', note: ' Runs small: take one size up. ' },
    { product: 'mambo', note: 'Roomy fit: between two sizes, take the smaller one.' },
    { product: 'riviera', note: '' },
    { note: 'no key' },
  ],
});

describe('fit notes', () => {
  it('a product’s own note is shown, trimmed, even when its line has one', () => {
    expect(fitNoteFor(notes, { uri: 'ciao-sneaker-blue', line: 'mambo' })).toBe('Runs small: take one size up.');
  });

  it('a product without its own note shows its line’s', () => {
    expect(fitNoteFor(notes, { uri: 'bella-boot-red', line: 'mambo' })).toBe(
      'Roomy fit: between two sizes, take the smaller one.',
    );
  });

  it('a product without a note of its own or of its line shows none, and empty entries count as none', () => {
    expect(fitNoteFor(notes, { uri: 'bella-boot-red', line: 'riviera' })).toBeNull();
    expect(fitNoteFor(notes, { uri: 'sock', line: null })).toBeNull();
    expect(notes).toHaveLength(2);
  });

  it('a document without fit notes gives none', () => {
    expect(readFitNotes({})).toEqual([]);
    expect(readFitNotes(null)).toEqual([]);
  });
});
