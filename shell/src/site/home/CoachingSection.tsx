import { notifyError, toast, useSession } from '@sqw/platform';
import { Button, Container, media, Section, SectionTitle, Stack } from '@sqw/ui';
import type { MouseEvent } from 'react';
import { Link } from '@sqw/router';
import styled from 'styled-components';
import { Intro } from '../pages/page-parts';
import { useBookingLink } from './use-booking-link';

const ITEMS = [
  {
    id: 1,
    title: 'Account Setup & Security',
    description: 'Open and secure the right banking, brokerage and crypto accounts, with strong passwords, two-factor sign-in and a hardware wallet.',
  },
  {
    id: 2,
    title: 'Guided Crypto & Stock Education',
    description: 'Learn how markets and digital assets work and build a plan that fits your goals, step by step and at your pace.',
  },
  {
    id: 3,
    title: 'Personal 1:1 Coaching Portal',
    description: 'Your own portal for sessions, courses and progress, with a coach who knows your situation and answers your questions.',
  },
];

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 32px 0;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 24px;
  ${media.md} {
    grid-template-columns: 1fr;
  }
  li {
    background: ${(p) => p.theme.color.surface};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    padding: 24px;
  }
  h3 {
    margin: 12px 0 8px;
  }
  p {
    color: ${(p) => p.theme.color.muted};
    margin: 0;
  }
`;

const Step = styled.span`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.gold};
  color: #141006;
  font-weight: 700;
`;

export const BOOKING_TOAST = "After payment, you'll be redirected to book your session";

/** Personal coaching: the three steps, the coaching page and booking a paid 1:1. */
export function CoachingSection({ title, subtitle }: { title: string; subtitle: string }) {
  const { user } = useSession();
  const booking = useBookingLink();

  const onBook = (e: MouseEvent) => {
    if (!booking.url) {
      e.preventDefault();
      notifyError(null, 'Booking is not available right now', 'Please try again in a moment.');
      booking.reload();
      return;
    }
    toast({ title: BOOKING_TOAST });
  };

  return (
    <Section id="coaching" aria-labelledby="coaching-title">
      <Container>
        <SectionTitle id="coaching-title">{title}</SectionTitle>
        <Intro>{subtitle}</Intro>
        <List>
          {ITEMS.map((item) => (
            <li key={item.id}>
              <Step aria-hidden="true">{item.id}</Step>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </List>
        <Stack $row $wrap $gap="12px">
          {/* Members see the full coaching page; visitors its marketing variant. */}
          <Button as={Link} to={user ? '/infinitrii-nexus' : '/guest/infinitrii-nexus'} $variant="outline">
            Learn More
          </Button>
          <Button as="a" href={booking.url ?? '#coaching'} target="_blank" rel="noopener noreferrer" onClick={onBook}>
            Book a 1:1
          </Button>
        </Stack>
      </Container>
    </Section>
  );
}
