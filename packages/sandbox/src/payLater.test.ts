import { payLaterMessage } from './payLater';

const ask = (query: Record<string, string>) =>
  payLaterMessage(new URLSearchParams({ placement_key: 'credit-promotion-badge', ...query }));

describe('the pay-later provider’s message (stand-in)', () => {
  it('offers three interest-free instalments of a third of the amount, in the shopper’s language', () => {
    const answer = ask({ locale: 'it-IT', purchase_amount: '12900' });
    expect(answer).toEqual({
      status: 200,
      body: {
        content: {
          nodes: [
            { name: 'TEXT_MAIN', type: 'TEXT', value: 'Paga in 3 rate senza interessi da 43,00 €.' },
            expect.objectContaining({ name: 'ACTION_LEARN_MORE', type: 'ACTION', label: 'Scopri di più' }),
          ],
        },
      },
    });
  });

  it('rounds an instalment up to the cent', () => {
    const answer = ask({ locale: 'en-GB', purchase_amount: '10000' });
    expect(answer.status === 200 && answer.body.content.nodes[0]).toMatchObject({
      value: 'Pay in 3 interest-free instalments of 33,34 €.',
    });
  });

  it('says for which amounts it is offered when the amount is outside them', () => {
    const answer = ask({ locale: 'it-IT', purchase_amount: '2000' });
    expect(answer.status === 200 && answer.body.content.nodes[0]).toMatchObject({
      value: 'Paga in 3 rate senza interessi per acquisti da 35,00 € a 1.500,00 €.',
    });
  });

  it('refuses an unknown locale, a missing amount and another placement, naming each', () => {
    expect(payLaterMessage(new URLSearchParams({ locale: 'xx', placement_key: 'sidebar' }))).toEqual({
      status: 400,
      body: {
        errors: {
          locale: 'unsupported locale',
          purchase_amount: 'must be a positive amount in minor units',
          placement_key: 'unsupported placement',
        },
      },
    });
  });
});
