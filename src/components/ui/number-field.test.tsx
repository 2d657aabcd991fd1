// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NumberField } from '@/components/ui/number-field';

afterEach(cleanup);

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <NumberField label="Nettoeinkommen" value={value} onValueChange={setValue} hint="Pro Monat" error={error} unit="€" />;
}

describe('NumberField', () => {
  it('is a labelled decimal text input that keeps the text as typed', () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Nettoeinkommen') as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.inputMode).toBe('decimal');
    fireEvent.change(input, { target: { value: '1.234,5' } });
    expect(input.value).toBe('1.234,5');
  });

  it('links hint and error text through aria-describedby', () => {
    render(<Controlled error="Bitte nur Ziffern eingeben." />);
    const input = screen.getByLabelText('Nettoeinkommen');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Pro Monat', 'Bitte nur Ziffern eingeben.']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('is not marked invalid without an error', () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Nettoeinkommen');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('aria-describedby')).not.toContain('fehler');
  });
});
