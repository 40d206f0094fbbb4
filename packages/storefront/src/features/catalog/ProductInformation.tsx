import styled from 'styled-components';
import { Link } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import type { ProductInformation as Info } from '../../lib/api';
import { routes } from '../../lib/routes';
import { useAppState } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';

const Section = styled.section`
  display: grid;
  gap: ${vars.space.sm};
  padding-top: ${vars.space.md};
  border-top: 2px solid ${vars.color.black};

  h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }

  h3 {
    margin: 0;
    font-size: ${vars.fontSize.md};
  }

  p,
  ul,
  address {
    margin: 0;
    font-style: normal;
  }

  address a {
    color: inherit;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space['2xs']} ${vars.space.md};
  margin: 0;

  dt {
    font-weight: ${vars.fontWeight.bold};
  }

  dd {
    margin: 0;
  }
`;

/**
 * What the offer must say besides the price: the footwear's materials (upper, lining and sock, outer sole),
 * the product code, the manufacturer's name, postal and e-mail address, its safety notes, and the notice of
 * the 2-year legal guarantee with a link to its full text in the terms. From the product data the page has.
 */
export function ProductInformation({ info }: { info: Info }) {
  const t = useLabels();
  const locale = useAppState((s) => s.locale);
  const { materials, manufacturer } = info;
  return (
    <Section aria-labelledby="product-details-title">
      <h2 id="product-details-title">{t('product_details')}</h2>
      <Facts>
        {materials && (
          <>
            <dt>{t('material_upper')}</dt>
            <dd>{materials.upper.name}</dd>
            <dt>{t('material_lining_and_sock')}</dt>
            <dd>{materials.liningAndSock.name}</dd>
            <dt>{t('material_outer_sole')}</dt>
            <dd>{materials.outerSole.name}</dd>
          </>
        )}
        <dt>{t('product_identifier')}</dt>
        <dd>{info.identifier}</dd>
        <dt>{t('product_manufacturer')}</dt>
        <dd>
          <address>
            {manufacturer.name}
            <br />
            {manufacturer.address}
            <br />
            <a href={`mailto:${manufacturer.email}`}>{manufacturer.email}</a>
          </address>
        </dd>
      </Facts>
      {info.safety.length > 0 && (
        <>
          <h3>{t('product_safety')}</h3>
          <ul>
            {info.safety.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      )}
      <h3>{t('legal_guarantee_title')}</h3>
      <p>{t('legal_guarantee_text')}</p>
      <p>
        <Link href={routes.legal(locale, 'terms-and-conditions')}>{t('legal_guarantee_link')}</Link>
      </p>
    </Section>
  );
}
