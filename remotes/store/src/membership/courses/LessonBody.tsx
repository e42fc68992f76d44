import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

const Prose = styled.div`
  line-height: 1.7;
  h2 {
    font-size: 1.5rem;
    margin: 0 0 16px;
  }
  h3 {
    font-size: 1.2rem;
    margin: 24px 0 12px;
  }
  p,
  ul,
  ol {
    margin: 0 0 16px;
  }
  li {
    margin-bottom: 6px;
  }
  strong {
    color: ${(p) => p.theme.color.goldLight};
  }
`;

/** **bold** inside a line. */
function inline(text: string): ReactNode {
  return text
    .split(/(\*\*[^*]+\*\*)/g)
    .map((part, i) =>
      part.startsWith('**') && part.endsWith('**') && part.length > 4 ? <strong key={i}>{part.slice(2, -2)}</strong> : <Fragment key={i}>{part}</Fragment>,
    );
}

/**
 * Lesson bodies are the small Markdown subset the course content uses (## headings, - and 1.
 * lists, **bold**, paragraphs). Rendering it to elements keeps stored text from ever becoming HTML.
 */
export function LessonBody({ source }: { source: string }) {
  const blocks = source.trim().split(/\n{2,}/);
  return (
    <Prose>
      {blocks.map((block, i) => {
        const lines = block.split('\n').map((l) => l.trim());
        const heading = /^(#{1,3})\s+(.*)$/.exec(lines[0]);
        if (heading && lines.length === 1) return heading[1].length <= 2 ? <h2 key={i}>{inline(heading[2])}</h2> : <h3 key={i}>{inline(heading[2])}</h3>;
        if (lines.every((l) => /^[-*]\s+/.test(l)))
          return (
            <ul key={i}>
              {lines.map((l, j) => (
                <li key={j}>{inline(l.replace(/^[-*]\s+/, ''))}</li>
              ))}
            </ul>
          );
        if (lines.every((l) => /^\d+\.\s+/.test(l)))
          return (
            <ol key={i}>
              {lines.map((l, j) => (
                <li key={j}>{inline(l.replace(/^\d+\.\s+/, ''))}</li>
              ))}
            </ol>
          );
        return <p key={i}>{inline(lines.join(' '))}</p>;
      })}
    </Prose>
  );
}
