import { Component, type ReactNode } from 'react';
import { isCanopyError } from '@canopy/api-client';
import { ShellErrorPage } from './shell-error-page';

export interface NetworkErrorBoundaryProps {
  children?: ReactNode;
  /** A new value (the location) clears the error. */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/**
 * Catches the typed errors of @canopy/api-client (not found, not activated, unauthenticated, unauthorized,
 * rate limited, parsing, API errors) and shows the page for their status. Anything else goes on to the
 * generic boundary above.
 */
export class NetworkErrorBoundary extends Component<NetworkErrorBoundaryProps, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidUpdate(prev: NetworkErrorBoundaryProps) {
    if (this.state.hasError && !Object.is(prev.resetKey, this.props.resetKey)) {
      this.setState({ error: null, hasError: false });
    }
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    if (!isCanopyError(this.state.error)) throw this.state.error;
    return <ShellErrorPage error={this.state.error} />;
  }
}
