import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the children after they threw; gets a reset callback. */
  fallback: ReactNode | ((reset: () => void) => ReactNode);
  children: ReactNode;
  /** Changing this key clears a caught error (e.g. when the view changes). */
  resetKey?: string;
}

interface State {
  error: unknown;
  resetKey: string | undefined;
}

/** The one error boundary: a failing part of the page does not take the rest down with it. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  reset = () => this.setState({ error: null });

  render() {
    if (!this.state.error) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.reset) : fallback;
  }
}
