import { Button, Drawer } from '@passo/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import { vars } from '@passo/design-system/css';
import type { Filter } from '../../lib/api';
import { useAppState } from '../../core/store/hooks';
import { filterLabelKey } from '../../core/content/normalize';
import { useLabels } from '../../core/labels/useLabel';
import { sameSelection, toggleValue, visibleFilters } from './filterChoice';
import { countSelected, type FilterSelection } from './filters';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${vars.space.xs};
  margin: 0 0 ${vars.space.lg};
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${vars.space.xs};
  font-weight: ${vars.fontWeight.bold};
  text-transform: uppercase;
`;

const Values = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
`;

const Choice = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['2xs']};
  padding: ${vars.space['2xs']} ${vars.space.sm};
  border: 1px solid ${vars.color.grey400};
  border-radius: ${vars.radius.pill};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${vars.color.black};
    background: ${vars.color.black};
    color: ${vars.color.white};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }

  /* The native checkbox stays (keyboard, forms, screen readers) under the pill, invisible. */
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    width: 100%;
    height: 100%;
    cursor: pointer;
  }
`;

const Count = styled.span`
  pointer-events: none;
  font-size: ${vars.fontSize.xs};
  opacity: 0.8;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
  justify-content: space-between;
`;

interface FilterPanelProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  filters: readonly Filter[];
  applied: FilterSelection;
  /** Confirm: the temporary choice becomes the applied one. */
  onApply: (selection: FilterSelection) => void;
}

/**
 * The filters drawer. Ticking edits a temporary choice; Apply copies it to
 * the applied filters, Undo changes restores it from them, Unselect all clears both.
 */
export function FilterPanel({ isOpen, onOpenChange, filters, applied, onApply }: FilterPanelProps) {
  const t = useLabels();
  const filterLabels = useAppState((s) => s.content.filterLabels);
  const [temp, setTemp] = useState<FilterSelection>(applied);
  const [openedWith, setOpenedWith] = useState<FilterSelection | null>(null);
  // Each opening starts from the applied filters (state adjusted while rendering).
  if (isOpen && (openedWith === null || !sameSelection(openedWith, applied))) {
    setOpenedWith(applied);
    setTemp(applied);
  } else if (!isOpen && openedWith !== null) {
    setOpenedWith(null);
  }
  const shown = visibleFilters(filters);

  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('filters')}
      subtitle={countSelected(temp) > 0 ? `${countSelected(temp)}` : undefined}
      closeLabel={t('close')}
      footer={
        <Actions>
          <Button
            variant="underline-primary"
            onPress={() => {
              setTemp({});
              onApply({});
            }}
          >
            {t('unselect_all')}
          </Button>
          <Button variant="underline-secondary" onPress={() => setTemp(applied)}>
            {t('reset_filters')}
          </Button>
          <Button variant="solid-primary" onPress={() => onApply(temp)}>
            {t('apply_filters')}
          </Button>
        </Actions>
      }
    >
      {shown.map((filter) => (
        <Fieldset key={filter.field}>
          <Legend>{filterLabels[filterLabelKey(filter.field)] ?? filter.field}</Legend>
          <Values>
            {filter.values.map((value) => (
              <Choice key={value.value}>
                <input
                  type="checkbox"
                  name={filter.field}
                  value={value.value}
                  checked={temp[filter.field]?.includes(value.value) ?? false}
                  onChange={() => setTemp((current) => toggleValue(current, filter.field, value.value))}
                />
                {filterLabels[filterLabelKey(filter.field, value.value)] ?? value.value}
                <Count aria-hidden="true">({value.count})</Count>
              </Choice>
            ))}
          </Values>
        </Fieldset>
      ))}
    </Drawer>
  );
}
