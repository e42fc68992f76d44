import { ApiError, messageOf, useResource } from '@sqw/platform';
import { Button, EmptyState, ErrorPanel, PageSpinner } from '@sqw/ui';
import { Link, Route, Routes, useParams } from '@sqw/router';
import { fetchCourse } from './api';
import { applyLessonDone } from './courses/apply-lesson-done';
import { CourseOutlineView } from './courses/CourseOutlineView';
import { LessonView } from './courses/LessonView';
import { MemberPage } from './MemberPage';

const BackToCourses = (
  <Button as={Link} to="/courses">
    Back to My Courses
  </Button>
);

/** /courses/:slug and /courses/:slug/lessons/:lessonId, exposed as `store/CoursePage`. */
export default function CoursePage() {
  const { slug = '' } = useParams();
  const course = useResource((signal) => fetchCourse(slug, signal), [slug]);
  const data = course.data?.slug === slug ? course.data : undefined;

  if (course.error instanceof ApiError && course.error.status === 404)
    return (
      <MemberPage eyebrow="Course" title="Course not found">
        <EmptyState title="This course does not exist" action={BackToCourses}>
          Check the link, or open your courses from the dashboard.
        </EmptyState>
      </MemberPage>
    );
  if (course.error && !data)
    return (
      <MemberPage eyebrow="Course" title="Course">
        <ErrorPanel title="This course could not be loaded" message={messageOf(course.error)} onRetry={course.reload} />
      </MemberPage>
    );
  if (!data) return <PageSpinner label="Loading the course" />;

  return (
    <MemberPage eyebrow="Course" title={data.title} lead={data.description}>
      <Routes>
        <Route index element={<CourseOutlineView course={data} />} />
        <Route path="lessons/:lessonId" element={<LessonView course={data} onDone={(d) => course.setData(applyLessonDone(data, d))} />} />
        <Route path="*" element={<EmptyState title="This page does not exist" action={BackToCourses} />} />
      </Routes>
    </MemberPage>
  );
}
