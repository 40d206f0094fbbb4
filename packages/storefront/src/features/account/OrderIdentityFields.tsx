import { TextField } from '@passo/design-system';
import { useLabels } from '../../core/labels/useLabel';
import { EmailField } from './forms';

export interface OrderIdentityFieldsProps {
  /** The fields' ids, for the form's error summary links. */
  ids: { order: string; email: string };
  order: string;
  email: string;
  onOrderChange: (value: string) => void;
  onEmailChange: (value: string) => void;
}

/** How a guest names an order: its number and the e-mail it was placed with (the order lookup, the withdrawal). */
export function OrderIdentityFields({ ids, order, email, onOrderChange, onEmailChange }: OrderIdentityFieldsProps) {
  const t = useLabels();
  return (
    <>
      <TextField
        id={ids.order}
        label={t('lookup_order_number')}
        description={t('lookup_order_number_hint')}
        name="order"
        autoComplete="off"
        isRequired
        value={order}
        onChange={onOrderChange}
      />
      <EmailField id={ids.email} value={email} onChange={onEmailChange} />
    </>
  );
}
