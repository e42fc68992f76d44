import type { store } from '@sqw/contracts';
import { ApiError, messageOf, notifyError, useMutation, useResource } from '@sqw/platform';
import { Badge, Button, Card, ErrorPanel, PageSpinner } from '@sqw/ui';
import { useEffect, useRef } from 'react';
import { Link, useParams } from '@sqw/router';
import styled from 'styled-components';
import { fetchLesson, setLessonComplete } from '../api';
import type { LessonDone } from './apply-lesson-done';
import { CourseProgress } from './CourseProgress';
import { courseLink, lessonLink } from './links';
import { LessonBody } from './LessonBody';
import { LockedCourse } from './LockedCourse';

const Article = styled(Card).attrs({ as: 'article' })`
  margin: 24px 0;
  header {
    margin-bottom: 24px;
  }
  header h2 {
    font-size: 1.8rem;
    margin: 8px 0 4px;
  }
  header h2:focus {
    outline: none;
  }
  header p {
    color: ${(p) => p.theme.color.muted};
    margin: 0;
  }
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
`;

/** One lesson of an entitled course; "Mark complete" moves the course's progress. */
export function LessonView({ course, onDone }: { course: store.CourseOutline; onDone: (done: LessonDone) => void }) {
  const { lessonId = '' } = useParams();
  // A member without the course is shown the locked state without asking for content they cannot have.
  const lesson = useResource(
    (signal) => (course.entitled ? fetchLesson(course.slug, lessonId, signal) : Promise.resolve(null)),
    [course.slug, lessonId, course.entitled],
  );
  const saving = useMutation((id: string, completed: boolean) => setLessonComplete(course.slug, id, completed));
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  const current = lesson.data;

  // Moving to another lesson is a page change for a screen reader: land on its title.
  useEffect(() => {
    if (!current) return;
    if (shown.current && shown.current !== current.id) heading.current?.focus();
    shown.current = current.id;
  }, [current]);

  const refused = lesson.error instanceof ApiError && lesson.error.status === 403;
  if (!course.entitled || refused) return <LockedCourse title={course.title} unlockedBy={course.unlocked_by} />;
  if (lesson.error) return <ErrorPanel title="This lesson could not be loaded" message={messageOf(lesson.error)} onRetry={lesson.reload} />;
  if (!current || current.id !== lessonId) return <PageSpinner label="Loading the lesson" />;

  const toggle = async () => {
    const result = await saving.run(current.id, !current.completed);
    if (!result) return;
    if (!result.ok) return notifyError(result.error, 'Progress not saved');
    lesson.setData({ ...current, completed: result.value.completed });
    onDone(result.value);
  };

  return (
    <>
      <CourseProgress title={course.title} progress={course.progress} />
      <Article aria-labelledby="lesson-title">
        <header>
          <Badge $tone="muted">{current.module_title}</Badge>
          <h2 id="lesson-title" ref={heading} tabIndex={-1}>
            {current.title}
          </h2>
          <p>
            {current.duration_minutes} min{current.completed ? ' · Completed' : ''}
          </p>
        </header>
        <LessonBody source={current.body} />
        <Button
          type="button"
          $variant={current.completed ? 'outline' : 'gold'}
          onClick={() => void toggle()}
          disabled={saving.busy}
          aria-pressed={current.completed}
        >
          {current.completed ? 'Completed ✓ (undo)' : 'Mark complete'}
        </Button>
      </Article>
      <Nav aria-label="Lessons">
        {current.prev_lesson_id ? <Link to={lessonLink(course.slug, current.prev_lesson_id)}>← Previous lesson</Link> : <span />}
        <Link to={courseLink(course.slug)}>Course outline</Link>
        {current.next_lesson_id ? <Link to={lessonLink(course.slug, current.next_lesson_id)}>Next lesson →</Link> : <span />}
      </Nav>
    </>
  );
}
