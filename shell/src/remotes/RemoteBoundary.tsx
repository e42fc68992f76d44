import { Component, type ReactNode } from 'react';
import { Container, ErrorPanel, Section } from '@sqw/ui';

type Props = { area: string; onRetry: () => void; children: ReactNode };

/** Keeps a failing remote inside its own area: header, footer and other routes keep working. */
export class RemoteBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`[remote:${this.props.area}]`, error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Section>
        <Container $narrow>
          <ErrorPanel
            title={`${this.props.area} is unavailable right now`}
            message="This part of the site could not be loaded. The rest of the site still works. Please try again in a moment."
            onRetry={this.props.onRetry}
          />
        </Container>
      </Section>
    );
  }
}
