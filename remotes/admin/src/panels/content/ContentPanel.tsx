import { Button, Card } from '@sqw/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CataloguePictures } from './CataloguePictures';
import { PageTexts } from './PageTexts';
import { ResourceLibrary } from './ResourceLibrary';
import { VentureShowcase } from './VentureShowcase';
import { CardTitle } from '../../components/CardTitle';

const SECTIONS = [
  { id: 'resources', label: 'Resource Library', Component: ResourceLibrary },
  { id: 'ventures', label: 'Venture Showcase', Component: VentureShowcase },
  { id: 'pictures', label: 'Product Pictures', Component: CataloguePictures },
  { id: 'texts', label: 'Home & About', Component: PageTexts },
  { id: 'blog', label: 'Blog', Component: BlogCard },
] as const;

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 8px;
`;

const BlogNotice = styled(Card)`
  margin-top: 28px;
`;

/** There is no blog behind this site; the card says so rather than pretending. */
function BlogCard() {
  return (
    <BlogNotice>
      <CardTitle>Blog</CardTitle>
      <p>The blog is not available yet. There is no blog service behind the site, so there is nothing to edit here.</p>
    </BlogNotice>
  );
}

/** Content Management: one section at a time, each on the service that owns it. */
export function ContentPanel() {
  const [section, setSection] = useState<(typeof SECTIONS)[number]['id']>('resources');
  const current = SECTIONS.find((s) => s.id === section)!;
  return (
    <>
      <Tabs role="group" aria-label="Content sections">
        {SECTIONS.map((s) => (
          <Button
            key={s.id}
            type="button"
            $size="sm"
            $variant={s.id === section ? 'gold' : 'outline'}
            aria-pressed={s.id === section}
            onClick={() => setSection(s.id)}
          >
            {s.label}
          </Button>
        ))}
      </Tabs>
      <current.Component />
    </>
  );
}
