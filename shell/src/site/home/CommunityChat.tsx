import { Button } from '@sqw/ui';
import { COMMUNITY_CHAT_URL, external } from '../links';
import { Band } from './Band';

/** The invitation to the community chat (an external service, new tab). */
export function CommunityChat() {
  return (
    <Band id="community-title" title="Join the Sovereign Community" raised>
      <p>Ask questions, share wins and learn alongside people on the same journey in our community chat.</p>
      <Button as="a" {...external(COMMUNITY_CHAT_URL)}>
        Join the Community Chat
      </Button>
    </Band>
  );
}
