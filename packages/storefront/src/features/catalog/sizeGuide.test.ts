import { readSizeGuide } from './sizeGuide';

describe('the size guide content', () => {
  it('reads foot length in cm against EU, US and UK for each gender', () => {
    const guide = readSizeGuide({
      title: 'Size guide',
      cm_heading: 'Foot length (cm)',
      woman_label: 'Woman',
      man_label: 'Man',
      woman: [{ cm: '24.5', eu: '38', us: '7.5', uk: '5' }],
      man: [{ cm: '27', eu: '42', us: '9', uk: '8' }],
    });
    expect(guide.woman).toEqual([{ cm: '24.5', eu: '38', us: '7.5', uk: '5' }]);
    expect(guide.man[0]?.eu).toBe('42');
    expect(guide.cmHeading).toBe('Foot length (cm)');
  });

  it('drops rows without a length or an EU size, and reads a missing document as empty', () => {
    const guide = readSizeGuide({ woman: [{ cm: '', eu: '38' }, { cm: '25', eu: '' }, null], man: 'x' });
    expect(guide.woman).toEqual([]);
    expect(guide.man).toEqual([]);
    expect(readSizeGuide(undefined).title).toBe('');
  });
});
