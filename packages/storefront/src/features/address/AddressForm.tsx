import styled from 'styled-components';
import { Select, TextField } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import { useLabels } from '../../core/labels/useLabel';
import {
  ADDRESS_LABELS,
  addressFieldName,
  autocompleteToken,
  OPTIONAL_ADDRESS_FIELDS,
  type AddressField,
  type AddressValue,
} from './addressRules';
import { addressFieldId } from './messages';

/** Countries whose postcodes are digits only (an optional space at most): the phone shows its number pad. */
const NUMERIC_POSTCODE_COUNTRIES: ReadonlySet<string> = new Set(
  'AT BE BG CH CY DE DK EE ES FI FR GR HR HU IT LU NO RO SE SI SM'.split(' '),
);

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${vars.space.md};

  @media (min-width: 600px) {
    grid-template-columns: 1fr 1fr;

    & > [data-wide] {
      grid-column: 1 / -1;
    }
  }
`;

export interface AddressFormCountry {
  /** Two-letter code. */
  country: string;
  /** The name shown. */
  name: string;
}

export interface AddressFormProps {
  /** The address as typed (controlled). */
  value: AddressValue;
  /** Called with the whole new address and the field that changed. */
  onChange: (next: AddressValue, field: AddressField) => void;
  /** Called when a field loses focus (validation on blur). */
  onBlurField?: (field: AddressField) => void;
  /** Messages keyed by field name (`prefix.field`), in the shop's language. @default {} */
  errors?: Readonly<Record<string, string | undefined>>;
  /** The countries the shop ships to (the selection's `countries`), the only ones offered. */
  countries: readonly AddressFormCountry[];
  /** Prefix of every field's name and id (`address`, `shippingAddress`), so two forms can share a page. */
  prefix?: string;
  /** The `autocomplete` section (`shipping` or `billing`), so the browser fills each form from the right card. */
  section?: 'shipping' | 'billing';
  /** Whether the fields are read-only while something is sent. @default false */
  isDisabled?: boolean;
}

/**
 * The one postal address form (checkout shipping and billing, the account's
 * address book): first and last name, two address lines (the second one
 * optional), postcode, city, country (only the shippable ones) and phone,
 * with each field's `autocomplete` and `inputmode`. It shows the errors it is
 * given; addressRules.ts and messages.ts decide them.
 */
export function AddressForm({
  value,
  onChange,
  onBlurField,
  errors = {},
  countries,
  prefix,
  section,
  isDisabled = false,
}: AddressFormProps) {
  const t = useLabels();
  const set = (field: AddressField) => (next: string) => onChange({ ...value, [field]: next }, field);

  const text = (
    field: Exclude<AddressField, 'country'>,
    extra: { type?: 'text' | 'tel'; inputMode?: 'text' | 'numeric' | 'tel'; wide?: boolean } = {},
  ) => {
    const name = addressFieldName(prefix, field);
    const error = errors[name];
    const label = field === 'phone' ? t('phone_optional') : t(ADDRESS_LABELS[field]);
    return (
      <TextField
        key={field}
        id={addressFieldId(prefix, field)}
        name={name}
        label={label}
        type={extra.type ?? 'text'}
        inputMode={extra.inputMode ?? 'text'}
        autoComplete={autocompleteToken(field, section)}
        value={value[field]}
        onChange={set(field)}
        onBlur={() => onBlurField?.(field)}
        isRequired={!OPTIONAL_ADDRESS_FIELDS.has(field)}
        isInvalid={Boolean(error)}
        errorMessage={error}
        isDisabled={isDisabled}
        data-wide={extra.wide || undefined}
      />
    );
  };

  const countryName = addressFieldName(prefix, 'country');
  const countryError = errors[countryName];
  const numericPostcode = NUMERIC_POSTCODE_COUNTRIES.has(value.country.toUpperCase());

  return (
    <Grid>
      {text('firstName')}
      {text('lastName')}
      {text('address1', { wide: true })}
      {text('address2', { wide: true })}
      {text('zipCode', { inputMode: numericPostcode ? 'numeric' : 'text' })}
      {text('city')}
      <Select
        id={addressFieldId(prefix, 'country')}
        name={countryName}
        label={t('country')}
        placeholder={t('select_country')}
        autoComplete={autocompleteToken('country', section)}
        options={countries.map((c) => ({ id: c.country, label: c.name }))}
        selectedKey={value.country || null}
        onSelectionChange={(key) => {
          if (key !== null) set('country')(String(key));
        }}
        onBlur={() => onBlurField?.('country')}
        isRequired
        isInvalid={Boolean(countryError)}
        errorMessage={countryError}
        isDisabled={isDisabled}
      />
      {text('phone', { type: 'tel', inputMode: 'tel' })}
    </Grid>
  );
}
