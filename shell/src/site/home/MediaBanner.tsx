import { Button } from '@sqw/ui';
import { Link } from '@sqw/router';
import { Band } from './Band';

/** The promotion of the media service (Sovereign Skies). */
export function MediaBanner({ title, body }: { title: string; body: string }) {
  return (
    <Band id="media-title" title={title} raised>
      <p>{body}</p>
      <Button as={Link} to="/sovereign-skies">
        Explore Our Services
      </Button>
    </Band>
  );
}
