import { Button, Container, GlobalStyle, Section, theme } from '@sqw/ui';
import { ThemeProvider } from 'styled-components';

/** Shown when rendering a route throws: a fixed heading, and the error's text. */
export function RouteError({ error }: { error: unknown }) {
  const text = error instanceof Error ? error.message : String(error);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Section>
        <Container $narrow>
          <h2>Unexpected Application Error!</h2>
          <pre style={{ whiteSpace: 'pre-wrap', color: theme.color.danger }}>{text}</pre>
          <Button as="a" href="/">
            Return to Home
          </Button>
        </Container>
      </Section>
    </ThemeProvider>
  );
}
