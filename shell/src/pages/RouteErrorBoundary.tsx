import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

type Props = { pathname: string; children: ReactNode };
type State = { error: unknown; failed: boolean; at: string | null };

/** A page that throws while rendering shows the error page until the visitor goes elsewhere. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, at: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return state.at !== null && props.pathname !== state.at ? { error: null, failed: false, at: null } : null;
  }

  override componentDidCatch(): void {
    this.setState({ at: this.props.pathname });
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
