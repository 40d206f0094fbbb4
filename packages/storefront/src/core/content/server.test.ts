/**
 * @jest-environment node
 */
const DOWN = 'http://127.0.0.1:9';

describe('shared content on the server', () => {
  const env = process.env;
  beforeEach(() => {
    jest.resetModules();
    process.env = {
      ...env,
      PRISMIC_API_URL: '::not a content API::',
      COMMERCE_API_URL: `${DOWN}/commerce`,
      GENERAL_API_URL: `${DOWN}/general`,
      CONTENT_PROXY_URL: `${DOWN}/content`,
    };
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    process.env = env;
    jest.restoreAllMocks();
  });

  it("the content client's creation failing is logged and leaves the state empty", async () => {
    const { getSharedContent } = await import('./server');
    const content = await getSharedContent('it');
    expect(content.labels).toEqual({});
    expect(content.menu.sections).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(
      '[content] creating the content client failed:',
      expect.stringContaining('::not a content API::'),
    );
  });

  it('a render of a language whose shared content lost a part may be partial; other languages are whole', async () => {
    const { getSharedContent, sharedContentMayBePartial } = await import('./server');
    expect(sharedContentMayBePartial('es')).toBe(false);
    await getSharedContent('es');
    expect(sharedContentMayBePartial('es')).toBe(true);
    expect(sharedContentMayBePartial('de')).toBe(false);
  });
});
