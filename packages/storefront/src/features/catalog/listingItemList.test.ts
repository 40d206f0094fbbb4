import { listingItemListJsonLd } from './listingItemList';

const origin = { name: 'Donna', siteUrl: 'https://passo.example', segment: 'it-it' };

describe('a listing’s ItemList', () => {
  it('lists the products in their order, each by its page’s absolute URL, and counts them', () => {
    const data = JSON.parse(
      listingItemListJsonLd(origin, [
        { name: 'Aurora Sneaker', to: 'aurora-sneaker-violet' },
        { name: 'Brio Sneaker', to: 'brio-sneaker-paprika' },
      ]),
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Donna',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Aurora Sneaker',
          url: 'https://passo.example/it-it/shop/product/aurora-sneaker-violet',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Brio Sneaker',
          url: 'https://passo.example/it-it/shop/product/brio-sneaker-paprika',
        },
      ],
    });
  });

  it('cannot end its script: a name holding </script> is written escaped', () => {
    const text = listingItemListJsonLd(origin, [{ name: 'Sneaker</script><script>alert(1)</script>', to: 'x' }]);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).itemListElement[0].name).toBe('Sneaker</script><script>alert(1)</script>');
  });
});
