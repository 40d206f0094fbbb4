import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, Tab, TabList, TabPanel, Tabs } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import { useAppState } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';
import { fetchSizeGuide, type SizeGuideContent, type SizeGuideRow } from './sizeGuide';

export type SizeGuideGender = 'woman' | 'man';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${vars.space.xs} ${vars.space.sm};
    text-align: left;
    border-bottom: 1px solid ${vars.color.grey100};
  }
`;

const Intro = styled.p`
  margin: 0 0 ${vars.space.md};
`;

/** The guide of a language once its load ended: null when it failed. */
type Loaded = { language: string; guide: SizeGuideContent | null };

function SizeTable({ rows, cmHeading, caption }: { rows: SizeGuideRow[]; cmHeading: string; caption: string }) {
  const t = useLabels();
  return (
    <Table aria-label={caption}>
      <thead>
        <tr>
          <th scope="col">{cmHeading}</th>
          <th scope="col">{t('size_eu')}</th>
          <th scope="col">{t('size_us')}</th>
          <th scope="col">{t('size_uk')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.eu}>
            <td>{row.cm}</td>
            <td>{row.eu}</td>
            <td>{row.us}</td>
            <td>{row.uk}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The size guide: a dialog with foot length in cm against EU, US and UK, a tab per gender (the product's
 * first). Its code and its content load when the shopper opens it.
 */
export function SizeGuide({
  isOpen,
  onOpenChange,
  gender,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  gender: SizeGuideGender;
}) {
  const t = useLabels();
  const language = useAppState((s) => s.content.language);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const current = loaded?.language === language ? loaded : null;

  useEffect(() => {
    if (!isOpen || current) return;
    const controller = new AbortController();
    fetchSizeGuide(language, controller.signal).then(
      (guide) => setLoaded({ language, guide: guide.woman.length || guide.man.length ? guide : null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[content] loading the size guide failed:', error);
        setLoaded({ language, guide: null });
      },
    );
    return () => controller.abort();
  }, [isOpen, language, current]);

  const guide = current?.guide ?? null;
  const cmHeading = guide?.cmHeading || t('foot_length_cm');
  const tabs: { id: SizeGuideGender; label: string; rows: SizeGuideRow[] }[] = guide
    ? [
        { id: 'woman' as const, label: guide.womanLabel || t('section_woman'), rows: guide.woman },
        { id: 'man' as const, label: guide.manLabel || t('section_man'), rows: guide.man },
      ].filter((tab) => tab.rows.length > 0)
    : [];

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={guide?.title || t('size_guide')}
      actions={(close) => (
        <Button variant="solid-primary" onPress={close}>
          {t('close')}
        </Button>
      )}
    >
      {!current && <p aria-live="polite">{t('loading')}</p>}
      {current && !guide && <p role="alert">{t('size_guide_unavailable')}</p>}
      {guide && (
        <>
          {guide.intro && <Intro>{guide.intro}</Intro>}
          <Tabs defaultSelectedKey={tabs.some((tab) => tab.id === gender) ? gender : tabs[0]?.id}>
            <TabList aria-label={guide.title || t('size_guide')} items={tabs}>
              {(tab) => <Tab id={tab.id}>{tab.label}</Tab>}
            </TabList>
            {tabs.map((tab) => (
              <TabPanel key={tab.id} id={tab.id}>
                <SizeTable
                  rows={tab.rows}
                  cmHeading={cmHeading}
                  caption={`${guide.title || t('size_guide')} — ${tab.label}`}
                />
              </TabPanel>
            ))}
          </Tabs>
        </>
      )}
    </Dialog>
  );
}
