export const courseLink = (slug: string) => `/courses/${encodeURIComponent(slug)}`;
export const lessonLink = (slug: string, lessonId: string) => `${courseLink(slug)}/lessons/${encodeURIComponent(lessonId)}`;
