import type { site } from '@sqw/contracts';
import { isExternalUrl } from '@sqw/contracts/site-copy';
import { Badge, Button, Dialog } from '@sqw/ui';
import { Link } from '@sqw/router';
import styled from 'styled-components';
import { VentureMark } from './VentureMark';

const Tagline = styled.p`
  font-style: italic;
  margin-top: 16px;
`;

const Note = styled.p`
  margin-top: 12px;
`;

/** The selected venture: name, tagline, description and where to go next. */
export function VentureDialog({ venture, onClose }: { venture: site.Venture | null; onClose: () => void }) {
  return (
    <Dialog open={venture !== null} onClose={onClose} title={venture?.name ?? ''}>
      {venture ? (
        <>
          <VentureMark venture={venture} />
          <Tagline>{venture.tagline}</Tagline>
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
        <Note>This exciting venture is currently in development.</Note>
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
