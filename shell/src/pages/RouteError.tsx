import { Button, Container, GlobalStyle, Section, theme } from '@sqw/ui';
import styled, { ThemeProvider } from 'styled-components';

const Message = styled.pre`
  white-space: pre-wrap;
  color: ${(p) => p.theme.color.danger};
`;

/** Shown when rendering a route throws: a fixed heading, and the error's text. */
export function RouteError({ error }: { error: unknown }) {
  const text = error instanceof Error ? error.message : String(error);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Section>
        <Container $narrow>
          <h2>Unexpected Application Error!</h2>
          <Message>{text}</Message>
          <Button as="a" href="/">
            Return to Home
          </Button>
        </Container>
      </Section>
    </ThemeProvider>
  );
}
