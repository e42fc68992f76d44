import { Button, Container, Section, Title } from '@sqw/ui';
import { useEffect } from 'react';
import { Link, useLocation } from '@sqw/router';
import styled from 'styled-components';

const Wrap = styled(Container)`
  text-align: center;
`;

const Message = styled.p`
  font-size: 1.3rem;
`;

export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Section>
      <Wrap $narrow>
        <Title as="h1">404</Title>
        <Message>Oops! Page not found</Message>
        <Button as={Link} to="/">
          Return to Home
        </Button>
      </Wrap>
    </Section>
  );
}
