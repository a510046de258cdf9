import { Component, type ErrorInfo, type ReactNode, type Ref } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';

export const DEFAULT_SUPPORT_URL = 'https://canopy.dev/support';

export interface GenericErrorBoundaryProps {
  children?: ReactNode;
  /** When this value changes the boundary resets (pass the location key so navigation clears the error). */
  resetKey?: unknown;
  /** Support link in the fallback. @default DEFAULT_SUPPORT_URL */
  supportUrl?: string;
  /** Called once per caught error (e.g. to report it). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Replaces the default fallback. */
  fallback?: ReactNode;
  /** Ref to the fallback element. */
  fallbackRef?: Ref<HTMLDivElement>;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/** The generic fallback of spec §8; resets when `resetKey` changes. */
export class GenericErrorBoundary extends Component<GenericErrorBoundaryProps, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(prev: GenericErrorBoundaryProps) {
    if (this.state.hasError && !Object.is(prev.resetKey, this.props.resetKey)) {
      this.setState({ error: null, hasError: false });
    }
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <Stack
        ref={this.props.fallbackRef}
        role="alert"
        align="center"
        py={64}
        px="md"
        data-error-boundary="generic"
      >
        <Text maw={560} ta="center">
          There&apos;s been an error. Please try refreshing your browser, if this error persists please{' '}
          <Anchor href={this.props.supportUrl ?? DEFAULT_SUPPORT_URL} target="_blank" rel="noreferrer">
            contact support
          </Anchor>
          .
        </Text>
      </Stack>
    );
  }
}
