import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Changing this value (the path) clears a caught error. */
  resetKey: string;
}

interface State {
  error: unknown;
  resetKey: string;
}

function describeError(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, statusText } = error as { status: unknown; statusText?: unknown };
    return `${String(status)}${statusText ? ` ${String(statusText)}` : ''}`;
  }
  if (error instanceof Error) return error.message;
  return String(error);
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
    return (
      <div role="alert" className="mx-auto max-w-2xl px-4 py-24">
        <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
        <p className="mt-4 font-mono text-red-800">{describeError(this.state.error)}</p>
        <p className="mt-6 text-slate-700">
          Bitte laden Sie die Seite neu oder kehren Sie zur{' '}
          <a href="/" className="font-semibold text-brand-700 underline">
            Startseite
          </a>{' '}
          zurück.
        </p>
      </div>
    );
  }
}
