import { blogTagFromSegment, visibleBlogTags } from './blog';

describe('blog tag filters', () => {
  it('shows all and every tag the blog’s articles carry, in the spec’s order', () => {
    expect(visibleBlogTags([['players'], ['collabs', 'events'], ['objects']])).toEqual([
      'all',
      'collabs',
      'events',
      'objects',
      'players',
    ]);
  });

  it('hides a tag no article carries', () => {
    expect(visibleBlogTags([['events'], ['collabs']])).toEqual(['all', 'collabs', 'events']);
  });

  it('shows only all for a blog without tags', () => {
    expect(visibleBlogTags([])).toEqual(['all']);
  });

  it('reads the filter from the path: none is all, an unknown one is not a page', () => {
    expect(blogTagFromSegment(undefined)).toBe('all');
    expect(blogTagFromSegment('players')).toBe('players');
    expect(blogTagFromSegment('recipes')).toBeNull();
  });
});
