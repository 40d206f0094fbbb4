import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { Button, Dialog, ErrorSummary, LoadingModal, Select } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import { useAppState } from '../../core/store/hooks';
import { readBrowserCookie } from '../../lib/cookies';
import { useLabels } from '../../core/labels/useLabel';
import { problems, useErrorSummary } from '../forms/errorSummary';
import { useMarketParams } from '../../core/store/useMarketParams';
import { IP_COUNTRY_COOKIE, LANGUAGES, REST_OF_WORLD_ONLY_IP_COUNTRY, type Language } from '../../lib/locale/constants';
import { isLanguage } from '../../lib/locale/locale';
import { countryNameList } from '../../core/store/marketState';
import {
  applyCountryChange,
  previewCountryChange,
  targetOf,
  type CountryChangePreview,
  type CountryChoice,
} from './countryChange';

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
  max-width: 560px;
`;

const Row = styled.div`
  display: grid;
  gap: ${vars.space.md};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

const List = styled.ul`
  margin: ${vars.space.xs} 0 0;
  padding-left: ${vars.space.lg};
`;

/** Whether the visitor's IP country is the one the selector is hidden for (JP). */
export function useSelectorHidden(): boolean {
  const stored = useAppState((s) => s.visitorCountry);
  const country = (stored ?? readBrowserCookie(IP_COUNTRY_COOKIE))?.toUpperCase();
  return country === REST_OF_WORLD_ONLY_IP_COUNTRY;
}

/**
 * The country and language selector (menu and footer): both selects required. With lines in the cart it
 * first shows what the switch changes (currency, the total in it, the lines the new market does not sell)
 * and asks to confirm; then the choice is stored, the selection synced, and the same page opens under the
 * new locale (or reloads when nothing changed).
 */
export function CountryLanguageForm({ name }: { name: 'menu' | 'footer' }) {
  const t = useLabels();
  const router = useRouter();
  const language = useAppState((s) => s.currentLangCode);
  const locale = useAppState((s) => s.locale);
  const stateCountry = useAppState((s) => s.country);
  const marketId = useAppState((s) => s.marketId);
  const current = useMarketParams();
  const countries = countryNameList(language);
  const initialCountry = countries.some((c) => c.value === stateCountry.toUpperCase())
    ? stateCountry.toUpperCase()
    : null;
  const [country, setCountry] = useState<string | null>(initialCountry);
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(language);
  const id = useId();
  const fields = { country: `${id}-country`, language: `${id}-language` };
  const form = useErrorSummary({ fields, headingLevel: 3 });
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<{ choice: CountryChoice; result: CountryChangePreview } | null>(null);
  const languageNames = new Intl.DisplayNames([language], { type: 'language' });
  const languageOptions = LANGUAGES.map((code) => ({ id: code, label: languageNames.of(code) ?? code }));

  async function go(choice: CountryChoice, dropped: string[]) {
    setBusy(true);
    const target = targetOf(choice, marketId);
    const path = await applyCountryChange(choice, target, router.asPath, dropped);
    if (path === router.asPath) window.location.reload();
    else await router.push(path);
    setBusy(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = problems({
      country: !country && t('field_required', { field: t('country') }),
      language: !chosenLanguage && t('field_required', { field: t('language') }),
    });
    if (!country || !chosenLanguage) return form.fail(found);
    form.clear();
    const choice: CountryChoice = { country, language: chosenLanguage };
    const target = targetOf(choice, marketId);
    if (`${target.locale.language}-${target.locale.market}` === locale) {
      await go(choice, []);
      return;
    }
    setBusy(true);
    try {
      const result = await previewCountryChange(current, target);
      setBusy(false);
      if (result.hasLines) setPreview({ choice, result });
      else await go(choice, []);
    } catch (error) {
      console.error('[market] preview failed:', error instanceof Error ? error.message : error);
      setBusy(false);
      form.fail({ form: t('server_generic_error') });
    }
  }

  const countryName = preview ? (countries.find((c) => c.value === preview.choice.country)?.label ?? '') : '';
  return (
    <>
      <Form onSubmit={onSubmit} noValidate data-country-form={name} aria-label={t('section_country_language')}>
        <ErrorSummary {...form.summary} />
        <Row>
          <Select
            id={fields.country}
            label={t('country')}
            placeholder={t('select_country')}
            isRequired
            options={countries.map((c) => ({ id: c.value, label: c.label }))}
            selectedKey={country}
            onSelectionChange={(key) => {
              setCountry(key === null ? null : String(key));
              form.dismiss('country');
            }}
            isInvalid={Boolean(form.errors.country)}
            errorMessage={form.errors.country}
            validationBehavior="aria"
          />
          <Select
            id={fields.language}
            label={t('language')}
            placeholder={t('select_language')}
            isRequired
            options={languageOptions}
            selectedKey={chosenLanguage}
            onSelectionChange={(key) => {
              setChosenLanguage(isLanguage(key) ? key : null);
              form.dismiss('language');
            }}
            isInvalid={Boolean(form.errors.language)}
            errorMessage={form.errors.language}
            validationBehavior="aria"
          />
        </Row>
        <div>
          <Button type="submit" variant="solid-primary" isPending={busy}>
            {t('change_country_submit')}
          </Button>
        </div>
      </Form>
      <Dialog
        isOpen={preview !== null}
        onOpenChange={(open) => !open && setPreview(null)}
        title={t('market_change_title')}
        role="alertdialog"
        actions={(close) => (
          <>
            <Button variant="underline-primary" onPress={close}>
              {t('cancel')}
            </Button>
            <Button
              variant="solid-primary"
              onPress={() => {
                const chosen = preview;
                close();
                if (chosen) void go(chosen.choice, chosen.result.dropped);
              }}
            >
              {t('market_change_confirm')}
            </Button>
          </>
        )}
      >
        {preview && (
          <div data-testid="market-change-preview">
            <p>{t('market_change_currency', { currency: preview.result.currency })}</p>
            <p>{t('market_change_total', { total: preview.result.total })}</p>
            {preview.result.dropped.length > 0 && (
              <>
                <p>{t('market_change_dropped', { country: countryName })}</p>
                <List>
                  {preview.result.dropped.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </List>
              </>
            )}
          </div>
        )}
      </Dialog>
      <LoadingModal isOpen={busy} message={t('loading')} />
    </>
  );
}
