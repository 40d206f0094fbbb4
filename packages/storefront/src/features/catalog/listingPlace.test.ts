import { firstCardOnScreen, readPlace } from './listingPlace';

describe('a listing’s place', () => {
  it('is the first card whose middle is on screen, with its top’s distance from the window’s top', () => {
    const cards = [
      { top: -900, height: 400 },
      { top: -450, height: 400 },
      { top: -120, height: 400 },
      { top: 300, height: 400 },
    ];
    expect(firstCardOnScreen(cards)).toEqual({ index: 2, offset: -120 });
  });

  it('is none when every card is above the window', () => {
    expect(firstCardOnScreen([{ top: -900, height: 400 }])).toBeNull();
    expect(firstCardOnScreen([])).toBeNull();
  });

  it('reads back what was stored, and nothing from a missing or broken entry', () => {
    expect(readPlace(JSON.stringify({ index: 45, offset: -12, shown: 80 }))).toEqual({
      index: 45,
      offset: -12,
      shown: 80,
    });
    expect(readPlace(null)).toBeNull();
    expect(readPlace('{not json')).toBeNull();
    expect(readPlace(JSON.stringify({ index: '45', offset: 0, shown: 80 }))).toBeNull();
    expect(readPlace(JSON.stringify({ index: -1, offset: 0, shown: 80 }))).toBeNull();
  });
});
