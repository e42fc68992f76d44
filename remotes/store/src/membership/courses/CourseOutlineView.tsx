import type { store } from '@sqw/contracts';
import { Badge, Card, Stack } from '@sqw/ui';
import { Link } from '@sqw/router';
import styled from 'styled-components';
import { CourseProgress } from './CourseProgress';
import { lessonLink } from './links';
import { LockedCourse } from './LockedCourse';

const Module = styled(Card)`
  h2 {
    font-size: 1.3rem;
    margin: 0 0 4px;
  }
  > p {
    color: ${(p) => p.theme.color.muted};
    margin: 0 0 16px;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    padding: 12px 0;
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
`;

const ProgressBlock = styled.div`
  margin-bottom: 32px;
`;

const Meta = styled.span`
  color: ${(p) => p.theme.color.muted};
  font-size: 0.85rem;
  white-space: nowrap;
`;

const Done = styled.span`
  color: ${(p) => p.theme.color.success};
`;

function LessonLine({ slug, lesson, open }: { slug: string; lesson: store.CourseOutline['modules'][number]['lessons'][number]; open: boolean }) {
  return (
    <li>
      {open ? <Link to={lessonLink(slug, lesson.id)}>{lesson.title}</Link> : <span>{lesson.title}</span>}
      <Meta>
        {lesson.completed ? <Done>✓ Completed · </Done> : null}
        {lesson.duration_minutes} min
      </Meta>
    </li>
  );
}

/** The course's modules and lessons; lessons open only for an entitled member. */
export function CourseOutlineView({ course }: { course: store.CourseOutline }) {
  return (
    <>
      {course.entitled ? (
        <ProgressBlock>
          <CourseProgress title={course.title} progress={course.progress} />
        </ProgressBlock>
      ) : (
        <LockedCourse title={course.title} unlockedBy={course.unlocked_by} />
      )}
      <Stack $gap="20px">
        {course.modules.map((m, i) => (
          <Module key={m.id} aria-labelledby={`module-${m.id}`}>
            <Badge $tone="muted">Module {i + 1}</Badge>
            <h2 id={`module-${m.id}`}>{m.title}</h2>
            <p>{m.summary}</p>
            <ol>
              {m.lessons.map((l) => (
                <LessonLine key={l.id} slug={course.slug} lesson={l} open={course.entitled} />
              ))}
            </ol>
          </Module>
        ))}
      </Stack>
    </>
  );
}
