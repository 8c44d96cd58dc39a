import { endSlots, type Interval, startSlots } from '@arena/shared/rules/slots';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SelectedHours } from './slot-choices';
import { TimeSelects } from './time-selects';

// The server's defaults (docs/product.md#shape): 08:00–18:00 in 30-minute slots.
const settings = { openingHours: '08:00-18:00', slotMinutes: 30 };
const starts = startSlots(settings);
const ends = endSlots(settings);

function Harness({ taken = [], notBefore }: { taken?: Interval[]; notBefore?: number }) {
  const [value, setValue] = useState<SelectedHours>({ start: '', end: '' });
  return (
    <TimeSelects
      starts={starts}
      ends={ends}
      settings={settings}
      taken={taken}
      notBefore={notBefore}
      value={value}
      onChange={setValue}
    />
  );
}

const startSelect = () => screen.getByLabelText('Horário inicial') as HTMLSelectElement;
const endSelect = () => screen.getByLabelText('Horário final') as HTMLSelectElement;
/** The end options a person can pick (the placeholder left out). */
const endLabels = () =>
  within(endSelect())
    .getAllByRole('option')
    .filter((o) => (o as HTMLOptionElement).value !== '')
    .map((o) => o.textContent);
const startOption = (label: string) =>
  within(startSelect()).getByRole('option', { name: new RegExp(`^${label}`) }) as HTMLOptionElement;

describe('the start and end selects', () => {
  it('wait for a start before offering ends', () => {
    render(<Harness />);
    expect(endSelect()).toBeDisabled();
    expect(endLabels()).toEqual([]);
  });

  it('picking 09:00 sets the end one hour later, to 10:00', async () => {
    render(<Harness />);
    await userEvent.selectOptions(startSelect(), '09:00:00');
    expect(startSelect()).toHaveDisplayValue('09:00');
    expect(endSelect()).toHaveDisplayValue('10:00');
    expect(endSelect()).toHaveValue('10:00:00');
  });

  it('picking 17:30 sets the last possible end, 18:00', async () => {
    render(<Harness />);
    await userEvent.selectOptions(startSelect(), '17:30:00');
    expect(endSelect()).toHaveDisplayValue('18:00');
    expect(endLabels()).toEqual(['18:00']);
  });

  it('offers only the later slots as ends, and keeps a chosen end', async () => {
    render(<Harness />);
    await userEvent.selectOptions(startSelect(), '16:00:00');
    expect(endLabels()).toEqual(['16:30', '17:00', '17:30', '18:00']);
    await userEvent.selectOptions(endSelect(), '17:30:00');
    expect(endSelect()).toHaveDisplayValue('17:30');
    await userEvent.selectOptions(startSelect(), '09:00:00');
    expect(endLabels()[0]).toBe('09:30');
    expect(endLabels().at(-1)).toBe('18:00');
    expect(endLabels()).toHaveLength(18);
  });

  it('with a booking 10:00–11:00 that day, disables 10:00 and 10:30 and stops the ends at 10:00', async () => {
    render(<Harness taken={[{ start: 600, end: 660 }]} />);
    expect(startOption('10:00')).toBeDisabled();
    expect(startOption('10:30')).toBeDisabled();
    expect(startOption('10:00')).toHaveTextContent('10:00 (indisponível)');
    expect(startOption('09:30')).toBeEnabled();
    expect(startOption('11:00')).toBeEnabled();
    await userEvent.selectOptions(startSelect(), '09:00:00');
    expect(endLabels()).toEqual(['09:30', '10:00']);
    expect(endSelect()).toHaveDisplayValue('10:00');
    await userEvent.selectOptions(startSelect(), '09:30:00');
    expect(endLabels()).toEqual(['10:00']);
    expect(endSelect()).toHaveDisplayValue('10:00');
  });

  it('on today’s date, disables the starts already past', () => {
    render(<Harness notBefore={13 * 60 + 10} />);
    expect(startOption('08:00')).toBeDisabled();
    expect(startOption('13:00')).toBeDisabled();
    expect(startOption('13:30')).toBeEnabled();
  });
});
