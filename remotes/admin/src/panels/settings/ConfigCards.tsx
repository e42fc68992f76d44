import { admin } from '@sqw/contracts';
import { call, useResource } from '@sqw/platform';
import { Badge, Card, Grid } from '@sqw/ui';
import { DetailList } from '../../components/DetailList';
import { Loadable } from '../../components/Loadable';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CardTitle } from '../../components/CardTitle';

const Note = styled.p`
  margin: 0;
`;

const fetchConfig = (signal: AbortSignal) => call(admin.endpoints.config, { signal });
const minutes = (seconds?: number) => (seconds === undefined ? null : `${Math.round(seconds / 60)} minutes`);

/** The site's real configuration, read-only: it is set by the deployment, not from the browser. */
export function ConfigCards() {
  const config = useResource((signal) => fetchConfig(signal), []);
  return (
    <Loadable resource={config} what="the site configuration">
      {(c) => (
        <Grid $min="260px" $gap="16px">
          <Card>
            <CardTitle>Site Configuration</CardTitle>
            <DetailList
              items={[
                ...c.services.map((s): [string, ReactNode] => [
                  s.name,
                  <Badge key={s.name} $tone={s.healthy ? 'success' : 'danger'}>
                    {s.healthy ? 'Up' : 'Down'}
                  </Badge>,
                ]),
                ['Store mode', c.store ? (c.store.test_mode ? 'Test mode ($1 test payments allowed)' : 'Live') : 'Store unavailable'],
                ['Cash App handle', c.store?.cashapp_handle],
              ]}
            />
          </Card>
          <Card>
            <CardTitle>Email</CardTitle>
            <DetailList
              items={[
                ['Outgoing mail', c.mail.smtp_configured ? 'SMTP server configured' : 'Local mail catcher (not delivered)'],
                ['Sender', c.mail.from],
              ]}
            />
          </Card>
          <Card>
            <CardTitle>Security</CardTitle>
            <DetailList
              items={[
                ['Admin access', 'By role, checked by every service'],
                ['Minimum password length', `${c.auth.password_min_length} characters`],
                ['Sign-in token lifetime', minutes(c.auth.access_token_ttl_seconds)],
              ]}
            />
          </Card>
          <Card>
            <CardTitle>Storage & Backups</CardTitle>
            <DetailList items={[['Upload storage', c.storage.driver]]} />
            <Note>Backups are made outside the site: back up the PostgreSQL database and the upload storage.</Note>
          </Card>
        </Grid>
      )}
    </Loadable>
  );
}
