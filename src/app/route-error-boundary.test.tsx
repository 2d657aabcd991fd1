// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '@/app/route-error-boundary';

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

afterEach(cleanup);

describe('RouteErrorBoundary', () => {
  it('shows a German fallback instead of a white page, without the technical error message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary resetKey="/a">
        <Thrower error={new Error('Daten kaputt')} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Diese Seite konnte nicht angezeigt werden' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toContain('Daten kaputt');
    expect(screen.getByRole('link', { name: 'Startseite' }).getAttribute('href')).toBe('/');
  });

  it('shows the status code of a response-like error, not its English status text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary resetKey="/b">
        <Thrower error={{ status: 503, statusText: 'Service Unavailable' }} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('(Fehlercode 503)');
    expect(screen.getByRole('alert').textContent).not.toContain('Service Unavailable');
  });

  it('renders the page again after navigation to another path', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/c">
        <Thrower error={new Error('kaputt')} />
      </RouteErrorBoundary>,
    );
    rerender(
      <RouteErrorBoundary resetKey="/d">
        <p>Neue Seite</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Neue Seite')).toBeTruthy();
  });
});
