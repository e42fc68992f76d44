import type { store } from '@sqw/contracts';
import { Button, EmptyState, Grid } from '@sqw/ui';
import { Link } from '@sqw/router';
import { CourseCard } from './CourseCard';

/** The member's paid courses, or the honest empty state with the way to get one. */
export function CourseList({ courses }: { courses: store.CourseSummary[] }) {
  if (courses.length === 0)
    return (
      <EmptyState
        title="No courses yet"
        action={
          <Button as={Link} to="/infinitrii-nexus#pricing">
            Explore Courses
          </Button>
        }
      >
        Courses you purchase appear here with your progress. The Full Sovereign Course and the 40-Year Blueprint unlock once your payment is confirmed.
      </EmptyState>
    );
  return (
    <Grid $min="300px">
      {courses.map((c) => (
        <CourseCard key={c.id} course={c} />
      ))}
    </Grid>
  );
}
