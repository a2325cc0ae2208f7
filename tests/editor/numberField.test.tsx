/**
 * The editor's number field (src/admin/NumberField.tsx), as Sveltia draws it: it gives the entry
 * the number meant, keeps what was typed in view, and says on the spot what it cannot read.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from '../../src/admin/NumberField';

const config = (values: Record<string, unknown>) => ({ get: (key: string) => values[key] });
const rate = config({ value_type: 'float', min: 0, max: 100, unit: 'percent' });
const francs = config({ value_type: 'int', min: 0, max: 1_000_000_000, unit: 'francs' });

function field(value: unknown, settings = rate) {
  const onChange = vi.fn();
  const ref = { current: null as NumberField | null };
  const view = render(
    <>
      <span id="taux-label">Taux salarié</span>
      <NumberField ref={ref} value={value} field={settings} forID="taux" classNameWrapper="sveltia" onChange={onChange} />
    </>,
  );
  return { onChange, ref, view, input: screen.getByRole('textbox', { name: 'Taux salarié' }) as HTMLInputElement };
}

describe('the editor’s number field', () => {
  it('shows the file’s number the French way', () => {
    const taux = field(5.6);
    expect(taux.input.value).toBe('5,6');
    taux.view.unmount();
    expect(field(432000, francs).input.value).toBe('432\u202f000');
  });

  it('gives the entry 6.5 for « 6,5 », 432000 for « 432 000 », and keeps what was typed in view', () => {
    const taux = field(5.6);
    fireEvent.change(taux.input, { target: { value: '6,5' } });
    expect(taux.onChange).toHaveBeenLastCalledWith(6.5);
    expect(taux.input.value).toBe('6,5');
    taux.view.unmount();
    const plafond = field(400000, francs);
    fireEvent.change(plafond.input, { target: { value: '432000' } });
    expect(plafond.onChange).toHaveBeenLastCalledWith(432000);
    fireEvent.blur(plafond.input);
    expect(plafond.input.value).toBe('432\u202f000');
  });

  it('refuses on the spot what it cannot read, keeps the text, and stops the save with the reason', () => {
    const taux = field(5.6);
    fireEvent.change(taux.input, { target: { value: '6,5,3' } });
    expect(screen.getByRole('alert').textContent).toMatch(/plusieurs séparateurs/);
    expect(taux.input.getAttribute('aria-invalid')).toBe('true');
    expect(taux.onChange).toHaveBeenLastCalledWith('6,5,3');
    expect(taux.input.value).toBe('6,5,3');
    expect(taux.ref.current!.isValid()).toEqual({ error: { message: expect.stringMatching(/plusieurs séparateurs/) } });
    fireEvent.change(taux.input, { target: { value: '6,5' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(taux.ref.current!.isValid()).toBe(true);
  });

  it('refuses a rate over 100 % on the spot, giving the entry the number for the schema to name', () => {
    const taux = field(5.6);
    fireEvent.change(taux.input, { target: { value: '150' } });
    expect(screen.getByRole('alert').textContent).toMatch(/entre 0 et 100/);
    expect(taux.onChange).toHaveBeenLastCalledWith(150);
  });

  it('empties the entry’s value when the field is emptied', () => {
    const taux = field(5.6);
    fireEvent.change(taux.input, { target: { value: '' } });
    expect(taux.onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows a value changed elsewhere (a change undone), not the text typed before', () => {
    const taux = field(5.6);
    fireEvent.change(taux.input, { target: { value: '6,5' } });
    taux.view.rerender(
      <>
        <span id="taux-label">Taux salarié</span>
        <NumberField value={8.4} field={rate} forID="taux" classNameWrapper="sveltia" onChange={taux.onChange} />
      </>,
    );
    expect(taux.input.value).toBe('8,4');
  });
});
