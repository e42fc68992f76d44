import { Button, Container, Section, Title } from '@sqw/ui';
import { useEffect } from 'react';
import { Link, useLocation } from '@sqw/router';

export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Section>
      <Container $narrow style={{ textAlign: 'center' }}>
        <Title as="h1">404</Title>
        <p style={{ fontSize: '1.3rem' }}>Oops! Page not found</p>
        <Button as={Link} to="/">
          Return to Home
        </Button>
      </Container>
    </Section>
  );
}
