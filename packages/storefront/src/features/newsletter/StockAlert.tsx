import { useState } from 'react';
import { Button, Drawer, Select } from '@passo/design-system';
import { interpolate, useLabels } from '../../core/labels/useLabel';
import { NewsletterForm } from './NewsletterForm';

export interface SoldOutSize {
  item: string;
  label: string;
}

/**
 * "Tell me when my size is back": for a product with sold-out sizes, a side panel with the size and
 * the newsletter form, sending the same subscription with the product and the item.
 */
export function StockAlert({ product, sizes }: { product: string; sizes: SoldOutSize[] }) {
  const t = useLabels();
  const [open, setOpen] = useState(false);
  const [item, setItem] = useState<string>(sizes[0]?.item ?? '');
  if (sizes.length === 0) return null;
  const size = sizes.find((s) => s.item === item) ?? sizes[0]!;
  return (
    <>
      <div>
        <Button variant="underline-primary" onPress={() => setOpen(true)}>
          {t('stock_alert_open')}
        </Button>
      </div>
      <Drawer
        isOpen={open}
        onOpenChange={setOpen}
        title={t('stock_alert_open')}
        subtitle={interpolate(t('stock_alert_text'), { size: size.label })}
        closeLabel={t('close')}
      >
        {sizes.length > 1 && (
          <Select
            label={t('size')}
            isRequired
            options={sizes.map((s) => ({ id: s.item, label: s.label }))}
            selectedKey={size.item}
            onSelectionChange={(key) => key !== null && setItem(String(key))}
          />
        )}
        <NewsletterForm
          name="stock"
          submitLabel={t('stock_alert_submit')}
          target={{ product, item: size.item }}
          onSuccessEnd={() => setOpen(false)}
        />
      </Drawer>
    </>
  );
}
