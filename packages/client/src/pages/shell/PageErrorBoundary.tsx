import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedPages } from './lazyPage';

export interface PageErrorBoundaryProps {
  /** Renders the error screen; `retry` clears the error and renders the page again. */
  fallback(retry: () => void): ReactNode;
  /** A new value clears a caught error (the entry was navigated to again). */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a page's failure (its chunk did not load, or it threw while rendering). */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept in the console for bug reports; the person sees the error screen.
    console.error('A page failed to load or render:', error, info.componentStack);
  }

  override componentDidUpdate(previous: PageErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => {
    retryFailedPages();
    this.setState({ error: null, failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
