import { messageOf, useResource } from '@sqw/platform';
import { ErrorPanel, PageSpinner } from '@sqw/ui';
import { fetchCourses } from './api';
import { CourseList } from './courses/CourseList';
import { MemberPage } from './MemberPage';

/** /courses: the courses the member's paid orders unlock, with progress. */
export default function CoursesPage() {
  const courses = useResource((signal) => fetchCourses(signal), []);
  return (
    <MemberPage eyebrow="Course Dashboard" title="My Courses" lead="Pick up where you left off. Progress counts the lessons you mark complete.">
      {courses.error ? (
        <ErrorPanel title="Your courses could not be loaded" message={messageOf(courses.error)} onRetry={courses.reload} />
      ) : courses.data ? (
        <CourseList courses={courses.data.items} />
      ) : (
        <PageSpinner label="Loading your courses" />
      )}
    </MemberPage>
  );
}
