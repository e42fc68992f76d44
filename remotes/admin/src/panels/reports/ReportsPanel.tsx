import { admin } from '@sqw/contracts';
import { Button, Card, Grid } from '@sqw/ui';
import { useMutation } from '@sqw/platform';
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

type Report = (typeof REPORTS)[number];

/** One report's card: Download is busy while its file is prepared, so a double click fetches it once. */
function ReportCard({ report }: { report: Report }) {
  const { run, busy } = useMutation(() => downloadEndpointCsv(report.endpoint, report.file));
  return (
    <Card>
      <CardTitle>{report.title}</CardTitle>
      <p>{report.text}</p>
      <Button type="button" $variant="outline" disabled={busy} onClick={() => void run()} aria-label={`Download ${report.title} CSV`}>
        {busy ? 'Preparing...' : 'Download CSV'}
      </Button>
    </Card>
  );
}

/** Reports: CSV files generated on the admin service; an empty one says 'No data to export'. */
export function ReportsPanel() {
  return (
    <Grid $min="240px" $gap="16px">
      {REPORTS.map((r) => (
        <ReportCard key={r.file} report={r} />
      ))}
    </Grid>
  );
}
