import type { store } from '@sqw/contracts';
import { ProgressBar } from '@sqw/ui';
import styled from 'styled-components';

const Line = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0 0 8px;
  font-size: 0.9rem;
  color: ${(p) => p.theme.color.muted};
  strong {
    color: ${(p) => p.theme.color.goldLight};
  }
`;

/** "3 of 8 lessons completed" with its bar; the figures come from the service. */
export function CourseProgress({ title, progress }: { title: string; progress: store.Progress }) {
  return (
    <div>
      <Line>
        <span>
          {progress.completed} of {progress.total} lessons completed
        </span>
        <strong>{progress.percent}%</strong>
      </Line>
      <ProgressBar value={progress.percent} label={`${title} progress`} />
    </div>
  );
}
