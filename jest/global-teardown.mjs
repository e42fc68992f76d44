export default async function globalTeardown() {
  await globalThis.__SQW_TEST_PG__?.stop();
}
