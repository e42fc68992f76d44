import styled from 'styled-components';

// Rendered outside the ThemeProvider (bootstrap.tsx renders it instead of the App), so these
// styles read no theme: fixed colours.
const Wrap = styled.div`
  font-family: system-ui, sans-serif;
  padding: 4rem 1.5rem;
  max-width: 640px;
  margin: 0 auto;
  color: #f5efe0;
`;

const Heading = styled.h1`
  color: #d4af37;
`;

const Retry = styled.button`
  padding: 10px 20px;
`;

/** The site configuration itself failed to load: nothing themed can run yet, so unthemed markup. */
export function ConfigError({ message }: { message: string }) {
  return (
    <Wrap>
      <Heading>We'll be right back</Heading>
      <p>The site could not start: {message}</p>
      <Retry type="button" onClick={() => location.reload()}>
        Retry
      </Retry>
    </Wrap>
  );
}
