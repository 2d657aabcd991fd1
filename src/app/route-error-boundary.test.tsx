// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '@/app/route-error-boundary';

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

afterEach(cleanup);

describe('RouteErrorBoundary', () => {
  it('shows the router fallback with the error message instead of a white page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary resetKey="/a">
        <Thrower error={new Error('Daten kaputt')} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Daten kaputt')).toBeTruthy();
  });

  it('shows the status of a response-like error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary resetKey="/b">
        <Thrower error={{ status: 503, statusText: 'Service Unavailable' }} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('503 Service Unavailable')).toBeTruthy();
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
