import { admin } from '@sqw/contracts';
import { Button, Card, Grid } from '@sqw/ui';
import { useState } from 'react';
import { downloadEndpointCsv } from '../../lib/files';
import { CardTitle } from '../../components/CardTitle';

const REPORTS = [
  {
    endpoint: admin.endpoints.userActivityReport,
    file: admin.REPORT_FILES.userActivity,
    title: 'User Activity',
    text: 'Every account with its join date, last sign-in and status.',
  },
  {
    endpoint: admin.endpoints.webEssentialsReport,
    file: admin.REPORT_FILES.webEssentials,
    title: 'Web Essentials Submissions',
    text: 'Project questionnaires with their packages, totals and status.',
  },
  {
    endpoint: admin.endpoints.contactReport,
    file: admin.REPORT_FILES.contact,
    title: 'Contact Submissions',
    text: 'Contact messages and media proposal requests.',
  },
  { endpoint: admin.endpoints.revenueReport, file: admin.REPORT_FILES.revenue, title: 'Revenue', text: 'Paid orders by day, from the store.' },
] as const;

/** Reports: CSV files generated on the admin service; an empty one says 'No data to export'. */
export function ReportsPanel() {
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (r: (typeof REPORTS)[number]) => {
    setBusy(r.file);
    await downloadEndpointCsv(r.endpoint, r.file);
    setBusy(null);
  };
  return (
    <Grid $min="240px" $gap="16px">
      {REPORTS.map((r) => (
        <Card key={r.file}>
          <CardTitle>{r.title}</CardTitle>
          <p>{r.text}</p>
          <Button type="button" $variant="outline" disabled={busy === r.file} onClick={() => void download(r)} aria-label={`Download ${r.title} CSV`}>
            {busy === r.file ? 'Preparing...' : 'Download CSV'}
          </Button>
        </Card>
      ))}
    </Grid>
  );
}
