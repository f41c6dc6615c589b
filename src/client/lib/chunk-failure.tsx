import { Component, type ReactNode } from 'react';

/** Shows `fallback` instead of a part whose chunk could not be loaded, not a page without React. */
export class ChunkFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
