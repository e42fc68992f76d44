import { admin } from '@sqw/contracts';
import { api, useResource } from '@sqw/platform';
import { Badge, Card, Grid } from '@sqw/ui';
import { DetailList } from '../../components/DetailList';
import { Loadable } from '../../components/Loadable';
import type { ReactNode } from 'react';

const fetchConfig = (signal: AbortSignal) => api('admin', '/admin/config', { schema: admin.AdminConfig, signal });
const minutes = (s?: number) => (s === undefined ? null : `${Math.round(s / 60)} minutes`);

/** The site's real configuration, read-only: it is set by the deployment, not from the browser. */
export function ConfigCards() {
  const config = useResource((signal) => fetchConfig(signal), []);
  return (
    <Loadable resource={config} what="the site configuration">
      {(c) => (
        <Grid $min="260px" $gap="16px">
          <Card>
            <h3 style={{ marginTop: 0 }}>Site Configuration</h3>
            <DetailList
              items={[
                ...c.services.map((s): [string, ReactNode] => [s.name, <Badge key={s.name} $tone={s.healthy ? 'success' : 'danger'}>{s.healthy ? 'Up' : 'Down'}</Badge>]),
                ['Store mode', c.store ? (c.store.testMode ? 'Test mode ($1 test payments allowed)' : 'Live') : 'Store unavailable'],
                ['Cash App handle', c.store?.cashappHandle],
              ]}
            />
          </Card>
          <Card>
            <h3 style={{ marginTop: 0 }}>Email</h3>
            <DetailList items={[['Outgoing mail', c.mail.smtpConfigured ? 'SMTP server configured' : 'Local mail catcher (not delivered)'], ['Sender', c.mail.from]]} />
          </Card>
          <Card>
            <h3 style={{ marginTop: 0 }}>Security</h3>
            <DetailList items={[['Admin access', 'By role, checked by every service'], ['Minimum password length', `${c.auth.passwordMinLength} characters`], ['Sign-in token lifetime', minutes(c.auth.accessTokenTtlSeconds)]]} />
          </Card>
          <Card>
            <h3 style={{ marginTop: 0 }}>Storage & Backups</h3>
            <DetailList items={[['Upload storage', c.storage.driver]]} />
            <p style={{ margin: 0 }}>Backups are made outside the site: back up the PostgreSQL database and the upload storage.</p>
          </Card>
        </Grid>
      )}
    </Loadable>
  );
}
