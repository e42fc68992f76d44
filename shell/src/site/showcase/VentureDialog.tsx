import type { site } from '@sqw/contracts';
import { isExternalUrl } from '@sqw/contracts/site-copy';
import { Badge, Button, Dialog } from '@sqw/ui';
import { Link } from '@sqw/router';
import { VentureMark } from './VentureMark';

/** The selected venture: name, tagline, description and where to go next. */
export function VentureDialog({ venture, onClose }: { venture: site.Venture | null; onClose: () => void }) {
  return (
    <Dialog open={venture !== null} onClose={onClose} title={venture?.name ?? ''}>
      {venture ? (
        <>
          <VentureMark venture={venture} />
          <p style={{ fontStyle: 'italic', marginTop: 16 }}>{venture.tagline}</p>
          <p>{venture.description}</p>
          <VentureAction venture={venture} onClose={onClose} />
        </>
      ) : null}
    </Dialog>
  );
}

function VentureAction({ venture, onClose }: { venture: site.Venture; onClose: () => void }) {
  if (venture.status === 'coming-soon') {
    return (
      <>
        <Badge $tone="muted">Coming Soon</Badge>
        <p style={{ marginTop: 12 }}>This exciting venture is currently in development.</p>
      </>
    );
  }
  if (!venture.url) return null;
  if (isExternalUrl(venture.url)) {
    return (
      <Button as="a" href={venture.url} target="_blank" rel="noopener noreferrer">
        Visit Site
      </Button>
    );
  }
  return (
    <Button as={Link} to={venture.url} onClick={onClose}>
      Learn More
    </Button>
  );
}
