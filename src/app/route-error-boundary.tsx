import { Component, type ErrorInfo, type ReactNode } from 'react';
import { routePath } from '@/routes/manifest';

interface Props {
  children: ReactNode;
  /** Changing this value (the path) clears a caught error. */
  resetKey: string;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Only an HTTP status is shown: error messages are technical, usually English, and may leak
 * internals, so they go to the console (componentDidCatch) and not onto the page.
 */
function statusOf(error: unknown): string | null {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return String(error.status);
  return null;
}

/** Shows the router's fallback instead of a white page when a page throws while rendering. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Seite konnte nicht dargestellt werden:', error, info.componentStack);
  }

  render() {
    if (this.state.error === null) return this.props.children;
    const status = statusOf(this.state.error);
    return (
      <div role="alert" className="mx-auto max-w-2xl px-4 py-24">
        <h1 className="text-2xl font-bold text-slate-900">Diese Seite konnte nicht angezeigt werden</h1>
        <p className="mt-4 text-slate-700">
          Beim Darstellen der Seite ist ein unerwarteter Fehler aufgetreten.{status && ` (Fehlercode ${status})`}
        </p>
        <p className="mt-6 text-slate-700">
          Bitte laden Sie die Seite neu oder kehren Sie zur{' '}
          <a href={routePath('home')} className="font-semibold text-brand-700 underline">
            Startseite
          </a>{' '}
          zurück.
        </p>
      </div>
    );
  }
}
