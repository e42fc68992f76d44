import { admin } from '@sqw/contracts';
import { Button, Card, Grid } from '@sqw/ui';
import { useState } from 'react';
import { downloadCsv } from '../../lib/files';
import { CardTitle } from '../../components/CardTitle';

const REPORTS = [
  {
    path: 'user-activity.csv',
    file: admin.REPORT_FILES.userActivity,
    title: 'User Activity',
    text: 'Every account with its join date, last sign-in and status.',
  },
  {
    path: 'web-essentials.csv',
    file: admin.REPORT_FILES.webEssentials,
    title: 'Web Essentials Submissions',
    text: 'Project questionnaires with their packages, totals and status.',
  },
  { path: 'contact.csv', file: admin.REPORT_FILES.contact, title: 'Contact Submissions', text: 'Contact messages and media proposal requests.' },
  { path: 'revenue.csv', file: admin.REPORT_FILES.revenue, title: 'Revenue', text: 'Paid orders by day, from the store.' },
] as const;

/** Reports: CSV files generated on the admin service; an empty one says 'No data to export'. */
export function ReportsPanel() {
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (r: (typeof REPORTS)[number]) => {
    setBusy(r.path);
    await downloadCsv('admin', `/admin/reports/${r.path}`, r.file);
    setBusy(null);
  };
  return (
    <Grid $min="240px" $gap="16px">
      {REPORTS.map((r) => (
        <Card key={r.path}>
          <CardTitle>{r.title}</CardTitle>
          <p>{r.text}</p>
          <Button type="button" $variant="outline" disabled={busy === r.path} onClick={() => void download(r)} aria-label={`Download ${r.title} CSV`}>
            {busy === r.path ? 'Preparing...' : 'Download CSV'}
          </Button>
        </Card>
      ))}
    </Grid>
  );
}
