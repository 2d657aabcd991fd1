// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeatureFilters, SortField } from '@/features/loan-comparison/components/comparison-filters';
import { ComparisonForm } from '@/features/loan-comparison/components/comparison-form';
import { defaultBusinessLoanInputs } from '@/features/loan-comparison/inputs/business-loan';
import { defaultComparisonInputs } from '@/features/loan-comparison/inputs/defaults';

afterEach(cleanup);

describe('ComparisonForm', () => {
  it('is a plain GET form to the results of /ratenkredit whose fields carry the URL parameter names', () => {
    const html = renderToStaticMarkup(
      <ComparisonForm withBudget extraFields={<SortField inputs={defaultComparisonInputs} mode="betrag" onInputsChange={() => {}} />}>
        <FeatureFilters inputs={defaultComparisonInputs} onInputsChange={() => {}} />
      </ComparisonForm>,
    );
    expect(html).toContain('action="/ratenkredit#ergebnisse" method="get"');
    for (const name of ['betrag', 'laufzeit', 'zweck', 'sortierung', 'sondertilgung', 'schufaneutral', 'modus', 'wunschrate']) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('value="10.000"');
    expect(html).toContain('value="200"');
    const markup = new DOMParser().parseFromString(html, 'text/html');
    expect(markup.querySelector<HTMLInputElement>('input[name="modus"]:checked')?.value).toBe('betrag');
    // Ordering by amount only makes sense with a Wunschrate.
    expect(html).not.toContain('Höchster Kreditbetrag');
    expect(html).toContain('Angebote berechnen');
  });

  it('leaves out sort order, filters and the Wunschrate in the short form', () => {
    const html = renderToStaticMarkup(<ComparisonForm />);
    expect(html).not.toContain('name="sortierung"');
    expect(html).not.toContain('type="checkbox"');
    expect(html).not.toContain('name="modus"');
    expect(html).not.toContain('name="wunschrate"');
  });

  it('with a Wunschrate, reports the mode as a choice and the Wunschrate as typing, and offers the order by amount', () => {
    const onInputsChange = vi.fn();
    const inputs = { ...defaultComparisonInputs, modus: 'wunschrate', wunschrate: '10' };
    render(
      <ComparisonForm
        withBudget
        inputs={inputs}
        hints={{ wunschrate: 'Mindestens 25 € – wir rechnen mit 25 €.' }}
        onInputsChange={onInputsChange}
        extraFields={<SortField inputs={inputs} mode="wunschrate" onInputsChange={onInputsChange} />}
      />,
    );
    const budget = screen.getByLabelText<HTMLInputElement>('Wunschrate (€ im Monat)');
    expect(budget.value).toBe('10');
    // Only the field of the chosen mode shows (without JavaScript, styles.css decides by the checked radio).
    expect(budget.closest('[data-mode-field]')!.classList.contains('hidden')).toBe(false);
    expect(screen.getByLabelText('Kreditbetrag (€)').closest('[data-mode-field]')!.classList.contains('hidden')).toBe(true);
    expect(document.getElementById(budget.getAttribute('aria-describedby')!)?.textContent).toBe('Mindestens 25 € – wir rechnen mit 25 €.');
    expect(screen.getByRole('radio', { name: 'Wunschrate' })).toHaveProperty('checked', true);
    fireEvent.change(budget, { target: { value: '350' } });
    expect(onInputsChange).toHaveBeenLastCalledWith({ wunschrate: '350' }, 'typing');
    fireEvent.click(screen.getByRole('radio', { name: 'Kreditbetrag' }));
    expect(onInputsChange).toHaveBeenLastCalledWith({ modus: 'betrag' });
    expect(screen.getByRole('option', { name: 'Höchster Kreditbetrag' })).toBeTruthy();
  });

  it('reports every change, typed text as typing, and stays on the page when live', () => {
    const onInputsChange = vi.fn();
    render(
      <ComparisonForm inputs={defaultComparisonInputs} onInputsChange={onInputsChange}>
        <FeatureFilters inputs={defaultComparisonInputs} onInputsChange={onInputsChange} />
      </ComparisonForm>,
    );
    fireEvent.change(screen.getByLabelText('Kreditbetrag (€)'), { target: { value: '25.000' } });
    expect(onInputsChange).toHaveBeenLastCalledWith({ betrag: '25.000' }, 'typing');
    fireEvent.change(screen.getByLabelText('Verwendungszweck'), { target: { value: 'auto' } });
    expect(onInputsChange).toHaveBeenLastCalledWith({ zweck: 'auto' });
    fireEvent.click(screen.getByLabelText('Sofortauszahlung'));
    expect(onInputsChange).toHaveBeenLastCalledWith({ features: ['sofortauszahlung'] });
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByRole('button', { name: 'Angebote berechnen' }).closest('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('shows a hint next to its field', () => {
    render(<ComparisonForm inputs={{ ...defaultComparisonInputs, betrag: '500' }} hints={{ betrag: 'Mindestens 1.000 €' }} onInputsChange={() => {}} />);
    const field = screen.getByLabelText('Kreditbetrag (€)');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Mindestens 1.000 €');
  });

  it('as the business loan form, submits amount and term to /unternehmenskredit and asks for no purpose', () => {
    const onInputsChange = vi.fn();
    render(<ComparisonForm action="/unternehmenskredit" withPurpose={false} inputs={defaultBusinessLoanInputs} onInputsChange={onInputsChange} />);
    const form = screen.getByRole('button', { name: 'Angebote berechnen' }).closest('form')!;
    expect(form.getAttribute('action')).toBe('/unternehmenskredit#ergebnisse');
    expect(form.getAttribute('method')).toBe('get');
    expect(screen.getByLabelText('Kreditbetrag (€)')).toHaveProperty('value', '50.000');
    expect(screen.queryByLabelText('Verwendungszweck')).toBeNull();
    fireEvent.change(screen.getByLabelText('Laufzeit (Monate)'), { target: { value: '84' } });
    expect(onInputsChange).toHaveBeenLastCalledWith({ laufzeit: '84' }, 'typing');
  });

  it('keeps typed text while the inputs stay, and shows inputs that come from elsewhere (the URL, back and forward)', () => {
    const { rerender } = render(<ComparisonForm inputs={defaultComparisonInputs} onInputsChange={() => {}} />);
    const amount = screen.getByLabelText<HTMLInputElement>('Kreditbetrag (€)');
    fireEvent.change(amount, { target: { value: '25.0' } });
    rerender(<ComparisonForm inputs={defaultComparisonInputs} hints={{ laufzeit: 'Höchstens 120 Monate' }} onInputsChange={() => {}} />);
    expect(amount.value).toBe('25.0');
    rerender(<ComparisonForm inputs={{ ...defaultComparisonInputs, betrag: '7500', laufzeit: '36' }} onInputsChange={() => {}} />);
    expect(amount.value).toBe('7500');
    expect(screen.getByLabelText<HTMLInputElement>('Laufzeit (Monate)').value).toBe('36');
  });

  it('at hydration keeps what the fields show, and reports text typed before it as typed', async () => {
    window.history.replaceState(null, '', '/ratenkredit?betrag=25000&laufzeit=96');
    const onInputsChange = vi.fn();
    const form = <ComparisonForm inputs={defaultComparisonInputs} onInputsChange={onInputsChange} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    // The amount as public/comparison-pending.js fills it in from the URL; the term as typed before hydration.
    field('betrag').value = '25000';
    field('laufzeit').value = '48';
    const root = await act(async () => hydrateRoot(container, form));
    expect(onInputsChange.mock.calls).toEqual([[{ laufzeit: '48' }, 'typing']]);
    expect(field('betrag').value).toBe('25000');
    expect(field('laufzeit').value).toBe('48');
    act(() => root.unmount());
    container.remove();
    window.history.replaceState(null, '', '/');
  });

  it('marks the live form\'s button as needing JavaScript, not the home page\'s', () => {
    render(<ComparisonForm inputs={defaultComparisonInputs} onInputsChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Angebote berechnen' }).hasAttribute('data-needs-script')).toBe(true);
    cleanup();
    render(<ComparisonForm />);
    expect(screen.getByRole('button', { name: 'Angebote berechnen' }).hasAttribute('data-needs-script')).toBe(false);
  });
});
