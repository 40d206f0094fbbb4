import type { Language } from '../../../lib/locale/constants';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Button, Checkbox, ErrorSummary, Select, TextField } from '@passo/design-system';
import { api, type Customer } from '../../../lib/api';
import { routes } from '../../../lib/routes';
import { useAppState } from '../../../core/store/hooks';
import { useLabels } from '../../../core/labels/useLabel';
import { LANGUAGES } from '../../../lib/locale/constants';
import { AuthForm, CurrentPasswordField, fieldId, Muted, Notice, Stack } from '../forms';
import { SectionTitle } from '../../ui/layout';
import { NewPasswordField, useNewPassword } from '../NewPasswordField';
import { useAccountActions } from '../useAccountActions';
import { useAccountForm } from '../useAccountForm';
import { useCustomer } from '../useCustomer';
import { problems } from '../../forms/errorSummary';

/** Each language named in itself, as a language picker does. */
const LANGUAGE_NAMES: Record<Language, string> = { it: 'Italiano', es: 'Español', de: 'Deutsch', en: 'English' };

/** `24/11/1990`, `24.11.1990` or `1990-11-24` → `1990-11-24`; null when it is not a real past date. */
export function parseBirthdate(input: string, now = new Date()): string | null {
  const text = input.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const eu = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : eu ? [eu[3], eu[2], eu[1]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
  if (date.getTime() > now.getTime() || Number(y) < 1900) return null;
  return date.toISOString().slice(0, 10);
}

/** `1990-11-24` → `24/11/1990`, as the field shows it. */
const showBirthdate = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');

const DATA_FIELDS = {
  firstName: fieldId('data', 'firstName'),
  lastName: fieldId('data', 'lastName'),
  phone: fieldId('data', 'phone'),
  birthdate: fieldId('data', 'birthdate'),
  language: fieldId('data', 'language'),
};

function PersonalDataForm({ customer }: { customer: Customer }) {
  const t = useLabels();
  const { mutate } = useCustomer();
  const [fields, setFields] = useState({
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
    birthdate: showBirthdate(customer.birthdate),
  });
  const [language, setLanguage] = useState<Language>(
    (LANGUAGES as readonly string[]).includes(customer.language) ? (customer.language as Language) : 'en',
  );
  const [newsletter, setNewsletter] = useState(customer.newsletter);
  const [saved, setSaved] = useState(false);
  const set = (name: keyof typeof fields) => (value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setSaved(false);
  };

  const birthdate = fields.birthdate.trim() ? parseBirthdate(fields.birthdate) : null;
  const form = useAccountForm({
    fields: DATA_FIELDS,
    known: { birthdate: 'birthdate_invalid' },
    onStart: () => setSaved(false),
    validate: () =>
      problems({
        firstName: !fields.firstName.trim() && t('enter_first_name'),
        lastName: !fields.lastName.trim() && t('enter_last_name'),
        birthdate: Boolean(fields.birthdate.trim()) && !birthdate && t('birthdate_invalid'),
      }),
    submit: async () => {
      const answer = await api.updateCustomer({
        firstName: fields.firstName.trim(),
        lastName: fields.lastName.trim(),
        phone: fields.phone.trim(),
        ...(birthdate ? { birthdate } : {}),
        language,
        newsletter,
      });
      await mutate(answer.customer, { revalidate: false });
      setSaved(true);
    },
  });

  return (
    <AuthForm {...form.formProps} aria-labelledby="data-title">
      <SectionTitle id="data-title">{t('account_personal_data')}</SectionTitle>
      <ErrorSummary {...form.summary} headingLevel={3} />
      <Muted>
        {t('email')}: <strong>{customer.email}</strong>
      </Muted>
      <TextField
        id={DATA_FIELDS.firstName}
        label={t('first_name')}
        name="firstName"
        autoComplete="given-name"
        isRequired
        maxLength={80}
        value={fields.firstName}
        onChange={set('firstName')}
      />
      <TextField
        id={DATA_FIELDS.lastName}
        label={t('last_name')}
        name="lastName"
        autoComplete="family-name"
        isRequired
        maxLength={80}
        value={fields.lastName}
        onChange={set('lastName')}
      />
      <TextField
        id={DATA_FIELDS.phone}
        label={t('phone_optional')}
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={40}
        value={fields.phone}
        onChange={set('phone')}
      />
      <TextField
        id={DATA_FIELDS.birthdate}
        label={t('birthdate_optional')}
        description={t('birthdate_hint')}
        name="birthdate"
        autoComplete="bday"
        inputMode="numeric"
        maxLength={10}
        value={fields.birthdate}
        onChange={set('birthdate')}
      />
      <Select
        id={DATA_FIELDS.language}
        label={t('language')}
        name="language"
        options={LANGUAGES.map((l) => ({ id: l, label: LANGUAGE_NAMES[l] }))}
        selectedKey={language}
        onSelectionChange={(key) => {
          setLanguage(key as Language);
          setSaved(false);
        }}
      />
      <Checkbox
        name="newsletter"
        isSelected={newsletter}
        onChange={(value) => {
          setNewsletter(value);
          setSaved(false);
        }}
      >
        {t('newsletter_opt_in')}
      </Checkbox>
      <div>
        <Button type="submit" isPending={form.pending}>
          {t('save')}
        </Button>
      </div>
      <div role="status">{saved && <Notice>{t('saved')}</Notice>}</div>
    </AuthForm>
  );
}

const PASSWORD_FIELDS = { oldPassword: fieldId('pw', 'oldPassword'), newPassword: fieldId('pw', 'newPassword') };

function ChangePasswordForm({ customer }: { customer: Customer }) {
  const t = useLabels();
  const [oldPassword, setOldPassword] = useState('');
  const newPassword = useNewPassword([customer.firstName, customer.lastName, customer.email]);
  const [saved, setSaved] = useState(false);
  const form = useAccountForm({
    fields: PASSWORD_FIELDS,
    known: { oldPassword: 'password_old_wrong' },
    onStart: () => setSaved(false),
    validate: async () =>
      problems({
        oldPassword: !oldPassword && t('enter_current_password'),
        newPassword: await newPassword.problem(),
      }),
    submit: async () => {
      await api.updateCustomer({ oldPassword, newPassword: newPassword.value });
      setSaved(true);
    },
    onSettled: () => {
      setOldPassword('');
      newPassword.clear();
    },
  });

  return (
    <AuthForm {...form.formProps} aria-labelledby="pw-title">
      <SectionTitle id="pw-title">{t('password_change_title')}</SectionTitle>
      <ErrorSummary {...form.summary} headingLevel={3} />
      <CurrentPasswordField
        id={PASSWORD_FIELDS.oldPassword}
        label={t('password_current')}
        name="oldPassword"
        value={oldPassword}
        onChange={setOldPassword}
      />
      <NewPasswordField
        id={PASSWORD_FIELDS.newPassword}
        name="newPassword"
        label={t('password_new')}
        password={newPassword}
      />
      <div>
        <Button type="submit" isPending={form.pending}>
          {t('password_change_submit')}
        </Button>
      </div>
      <div role="status">{saved && <Notice>{t('password_changed')}</Notice>}</div>
    </AuthForm>
  );
}

const DELETE_FIELDS = { password: fieldId('delete', 'password') };

/** Deleting the account: the password confirms it; the back-end anonymises the orders and signs out. */
function DeleteAccountForm({ onLeaving }: { onLeaving: (leaving: boolean) => void }) {
  const t = useLabels();
  const router = useRouter();
  const locale = useAppState((s) => s.locale);
  const { deleteAccount } = useAccountActions();
  const [password, setPassword] = useState('');
  const form = useAccountForm({
    fields: DELETE_FIELDS,
    fallbackField: 'password',
    known: { password: 'password_wrong' },
    validate: () => problems({ password: !password && t('enter_password') }),
    submit: async () => {
      // The account page must not send a customer who is leaving to sign-in.
      onLeaving(true);
      await deleteAccount(password);
      await router.push(routes.home(locale));
    },
    onError: () => {
      onLeaving(false);
      return undefined;
    },
    onSettled: () => setPassword(''),
  });

  return (
    <AuthForm {...form.formProps} aria-labelledby="delete-title">
      <SectionTitle id="delete-title">{t('delete_account_title')}</SectionTitle>
      <Muted>{t('delete_account_text')}</Muted>
      <ErrorSummary {...form.summary} headingLevel={3} />
      <CurrentPasswordField
        id={DELETE_FIELDS.password}
        label={t('delete_account_password')}
        name="password"
        value={password}
        onChange={setPassword}
      />
      <div>
        <Button type="submit" variant="solid-secondary" isPending={form.pending}>
          {t('delete_account_submit')}
        </Button>
      </div>
    </AuthForm>
  );
}

/** Names, phone, birth date, language and newsletter; the password; deleting the account. */
export function PersonalDataTab({ onLeaving }: { onLeaving: (leaving: boolean) => void }) {
  const t = useLabels();
  const { customer } = useCustomer();
  // The forms start from the customer as loaded; another customer starts them afresh.
  if (!customer) return <Muted>{t('loading')}</Muted>;
  return (
    <Stack key={customer.customer}>
      <PersonalDataForm customer={customer} />
      <ChangePasswordForm customer={customer} />
      <DeleteAccountForm onLeaving={onLeaving} />
    </Stack>
  );
}
