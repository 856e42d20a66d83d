import pg from "pg";

/*
 * Runs in Vitest's main process. With TEST_DATABASE_URL, the workers create databases named after
 * this process (upstep_test_<pid>_w<n>); they are dropped when the run ends.
 */
export default function setup() {
  return async function teardown() {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [`upstep_test_${process.pid}_w%`]);
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
}
