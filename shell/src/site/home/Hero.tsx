import { useSession } from '@sqw/platform';
import { Button, PageHero } from '@sqw/ui';
import { Link } from '@sqw/router';
import { DashboardLink } from '../DashboardLink';
import { external, STORE_URL } from '../links';

/** The home page's opening: the title, the tagline, the way in (or on, for a member) and the online store. */
export function Hero({ title, subtitle }: { title: string; subtitle: string }) {
  const { user } = useSession();
  return (
    <PageHero
      size="home"
      documentTitle={null}
      titleId="hero-title"
      eyebrow="SQW Sovereign Wealth"
      title={title}
      lead={subtitle}
      actions={
        <>
          {user ? (
            <DashboardLink size="lg" />
          ) : (
            <Button as={Link} to="/register" $size="lg">
              Register for Free
            </Button>
          )}
          <Button as="a" {...external(STORE_URL)} $variant="outline" $size="lg">
            Visit Our Store
          </Button>
        </>
      }
    />
  );
}
