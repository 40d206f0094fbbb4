import { useState } from 'react';
import useSWR from 'swr';
import { Button, Checkbox, ErrorSummary } from '@passo/design-system';
import { api, fetchers, keys, type Address, type AddressesResponse } from '../../../lib/api';
import { useAppState } from '../../../core/store/hooks';
import { useLabels } from '../../../core/labels/useLabel';
import { AddressForm } from '../../address/AddressForm';
import { ADDRESS_FIELDS, cleanAddress, EMPTY_ADDRESS, type AddressValue } from '../../address/addressRules';
import { addressFieldId, addressMessages } from '../../address/messages';
import { AuthForm, Muted, Notice, Row, Stack } from '../forms';
import { SectionTitle } from '../../ui/layout';
import { Card, CardHead } from '../orderParts';
import { useAccountForm } from '../useAccountForm';

const ADDRESS_FIELD_IDS = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, addressFieldId(undefined, f)]));

function valueOf(address: Address): AddressValue {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    address1: address.address1,
    address2: address.address2,
    zipCode: address.zipCode,
    city: address.city,
    country: address.country,
    phone: address.phone,
  };
}

/** Adding or editing one address, with the one address form. */
function AddressEditor({
  address,
  onDone,
  onCancel,
}: {
  address: Address | null;
  onDone: (answer: AddressesResponse) => void;
  onCancel: () => void;
}) {
  const t = useLabels();
  const lang = useAppState((s) => s.currentLangCode);
  const countries = useSWR(keys.countries(lang), fetchers.countries, { revalidateOnFocus: false });
  const shippable = countries.data?.countries ?? [];
  const [typed, setValue] = useState<AddressValue>(address ? valueOf(address) : EMPTY_ADDRESS);
  // A new address starts in the locale's country, as the checkout's does, once the shop's countries say it
  // ships there (and until the shopper has chosen one).
  const localeCountry = useAppState((s) => s.country).toUpperCase();
  const startsInLocale = !address && !typed.country && shippable.some((c) => c.country === localeCountry);
  const value = startsInLocale ? { ...typed, country: localeCountry } : typed;
  const [isDefault, setIsDefault] = useState(address?.isDefault ?? false);
  const form = useAccountForm({
    fields: ADDRESS_FIELD_IDS,
    validate: () => addressMessages(value, shippable, t),
    submit: async () => {
      const clean = cleanAddress(value);
      const body = { ...clean, address2: clean.address2 || undefined, phone: clean.phone || undefined, isDefault };
      onDone(address ? await api.updateAddress(address.address, body) : await api.addAddress(body));
    },
  });

  const titleId = address ? `address-edit-${address.address}` : 'address-new';
  return (
    <Card>
      <AuthForm
        validationBehavior="aria"
        onSubmit={form.formProps.onSubmit}
        onInput={form.formProps.onInput}
        aria-labelledby={titleId}
        style={{ maxWidth: 'none' }}
      >
        <SectionTitle id={titleId}>{address ? t('address_edit_title') : t('address_new_title')}</SectionTitle>
        <ErrorSummary {...form.summary} headingLevel={3} />
        <AddressForm
          value={value}
          onChange={(next) => setValue(next)}
          errors={form.errors}
          countries={shippable}
          section="shipping"
          isDisabled={form.pending}
        />
        <Checkbox name="isDefault" isSelected={isDefault} onChange={setIsDefault}>
          {t('address_make_default')}
        </Checkbox>
        <Row>
          <Button type="submit" isPending={form.pending}>
            {t('save')}
          </Button>
          <Button variant="ghost" onPress={onCancel}>
            {t('cancel')}
          </Button>
        </Row>
      </AuthForm>
    </Card>
  );
}

/** The address book: list, add, edit, delete, and choose the default address. */
export function AddressesTab() {
  const t = useLabels();
  const lang = useAppState((s) => s.currentLangCode);
  const { data, isLoading, mutate } = useSWR(keys.addresses(), fetchers.addresses, { revalidateOnFocus: false });
  const countries = useSWR(keys.countries(lang), fetchers.countries, { revalidateOnFocus: false });
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const addresses = data?.addresses ?? [];
  const countryName = (code: string) => countries.data?.countries.find((c) => c.country === code)?.name ?? code;

  const done = async (answer: AddressesResponse) => {
    await mutate({ addresses: answer.addresses }, { revalidate: false });
    setEditing(null);
    setNotice(t('address_saved'));
  };

  async function act(address: Address, what: 'delete' | 'default') {
    setBusy(address.address);
    setNotice('');
    try {
      const answer =
        what === 'delete'
          ? await api.deleteAddress(address.address)
          : await api.updateAddress(address.address, {
              ...valueOf(address),
              address2: address.address2 || undefined,
              phone: address.phone || undefined,
              isDefault: true,
            });
      await mutate({ addresses: answer.addresses }, { revalidate: false });
      setNotice(what === 'delete' ? t('address_deleted') : t('address_saved'));
    } catch (error) {
      console.error('[account] the address change failed:', error);
      setNotice(t('server_generic_error'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack>
      <div role="status">{notice && <Notice>{notice}</Notice>}</div>
      {isLoading && <Muted>{t('loading')}</Muted>}
      {!isLoading && addresses.length === 0 && editing !== 'new' && <Muted>{t('addresses_none')}</Muted>}
      {addresses.map((address) =>
        editing === address.address ? (
          <AddressEditor key={address.address} address={address} onDone={done} onCancel={() => setEditing(null)} />
        ) : (
          <Card key={address.address} aria-label={`${address.firstName} ${address.lastName}, ${address.address1}`}>
            <CardHead>
              <h3>
                {address.firstName} {address.lastName}
              </h3>
              {address.isDefault && <strong data-default-address>{t('default_address')}</strong>}
            </CardHead>
            <address style={{ fontStyle: 'normal' }}>
              {address.address1}
              {address.address2 && (
                <>
                  <br />
                  {address.address2}
                </>
              )}
              <br />
              {address.zipCode} {address.city}
              <br />
              {countryName(address.country)}
              {address.phone && (
                <>
                  <br />
                  {address.phone}
                </>
              )}
            </address>
            <Row>
              <Button variant="ghost" size="small" onPress={() => setEditing(address.address)}>
                {t('edit')}
              </Button>
              {!address.isDefault && (
                <Button
                  variant="ghost"
                  size="small"
                  isPending={busy === address.address}
                  onPress={() => act(address, 'default')}
                >
                  {t('address_set_default')}
                </Button>
              )}
              <Button
                variant="underline-secondary"
                size="small"
                isPending={busy === address.address}
                onPress={() => act(address, 'delete')}
              >
                {t('delete')}
              </Button>
            </Row>
          </Card>
        ),
      )}
      {editing === 'new' ? (
        <AddressEditor address={null} onDone={done} onCancel={() => setEditing(null)} />
      ) : (
        <div>
          <Button onPress={() => setEditing('new')}>{t('add_address')}</Button>
        </div>
      )}
    </Stack>
  );
}
