import { Card } from '@sqw/ui';
import styled from 'styled-components';
import { BRAND } from '../../brand';
import { external } from '../links';
import { CardHeading } from '../pages/page-parts';
import { telHref, useContactFacts } from './contact-facts';

const Details = styled(Card)`
  dl {
    margin: 0;
  }
  dt {
    color: ${(p) => p.theme.color.gold};
    text-transform: uppercase;
    letter-spacing: 0.1em;
    font-size: 0.8rem;
    margin-top: 20px;
  }
  dt:first-child {
    margin-top: 0;
  }
  dd {
    margin: 6px 0 0;
  }
  a {
    color: ${(p) => p.theme.color.text};
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: flex;
    gap: 16px;
    flex-wrap: wrap;
  }
`;

/** How to reach the business: phone, e-mail, hours and social pages. */
export function ContactDetails() {
  const { phone, social } = useContactFacts();
  return (
    <Details as="aside" aria-labelledby="contact-details-title">
      <CardHeading id="contact-details-title">Get in Touch</CardHeading>
      <dl>
        {phone ? (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(phone)}>{phone}</a>
            </dd>
          </>
        ) : null}
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
        </dd>
        <dt>Business Hours</dt>
        <dd>Monday - Friday: 9AM - 5PM</dd>
        {social.length > 0 ? (
          <>
            <dt>Follow Us</dt>
            <dd>
              <ul>
                {social.map((s) => (
                  <li key={s.label}>
                    <a {...external(s.href)}>{s.label}</a>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </Details>
  );
}
