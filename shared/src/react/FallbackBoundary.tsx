import { Component, type ReactNode } from 'react';

interface FallbackBoundaryProps {
  children: ReactNode;
  /** What replaces the children after one of them threw; `retry` renders them again. */
  fallback: (retry: () => void) => ReactNode;
}

/**
 * Keeps a render error inside one part of a page (the error page itself, the 3D viewer, its
 * canvas): React needs a class component for this, so every app uses this one.
 */
export class FallbackBoundary extends Component<FallbackBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
