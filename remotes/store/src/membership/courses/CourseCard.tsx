import type { store } from '@sqw/contracts';
import { Button, Card } from '@sqw/ui';
import { Link } from '@sqw/router';
import styled from 'styled-components';
import { CourseProgress } from './CourseProgress';
import { courseLink, lessonLink } from './links';

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
`;

/** One of the member's courses: progress and where to pick up. */
export function CourseCard({ course }: { course: store.CourseSummary }) {
  const next = course.next_lesson_id;
  return (
    <Body aria-labelledby={`course-${course.slug}`}>
      <h3 id={`course-${course.slug}`}>{course.title}</h3>
      <p>{course.description}</p>
      <CourseProgress title={course.title} progress={course.progress} />
      <Actions>
        {next ? (
          <Button as={Link} to={lessonLink(course.slug, next)} aria-label={`Continue ${course.title}`}>
            Continue
          </Button>
        ) : null}
        <Button as={Link} to={courseLink(course.slug)} $variant="outline" aria-label={`${course.title} outline`}>
          {next ? 'View Lessons' : 'Review Course'}
        </Button>
      </Actions>
    </Body>
  );
}
