import { afterEach, describe, expect, it } from "vitest";
import net from "node:net";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { BatchQueryQueue, withBatchQueue } from "./pglite-queue.mjs";

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const cleanups = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()();
});

async function serve({ batchQueue }) {
  const db = await PGlite.create();
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, port, host: "127.0.0.1", maxConnections: 16 });
  if (batchQueue) withBatchQueue(server);
  await server.start();
  await db.exec("create table t (id int primary key, word text not null); insert into t select g, 'w' || g from generate_series(1, 50) g;");
  const pool = new pg.Pool({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, max: 6 });
  cleanups.push(async () => {
    await pool.end();
    await server.stop();
    await db.close();
  });
  return { db, pool };
}

/** Concurrent parameterised queries of different shapes on several connections; each result is checked. */
async function concurrentMix(pool, rounds) {
  const wrong = [];
  const failures = [];
  for (let round = 0; round < rounds; round++) {
    const jobs = [];
    for (let k = 1; k <= 6; k++) {
      const id = ((round * 6 + k) % 50) + 1;
      jobs.push(
        (k % 2
          ? pool.query("select word from t where id = $1", [id]).then((r) => r.rows[0]?.word === `w${id}` || wrong.push(r.rows))
          : pool.query("select count(*)::int as n, $1::text as tag from t where id <= $2", [`tag${id}`, id]).then((r) => (r.rows[0]?.n === id && r.rows[0]?.tag === `tag${id}`) || wrong.push(r.rows))
        ).catch((error) => failures.push(error.message)),
      );
    }
    await Promise.all(jobs);
  }
  return { wrong, failures };
}

// Frontend protocol messages, written out by hand so the test decides their order exactly.
const enc = new TextEncoder();
function message(type, ...parts) {
  const body = Buffer.concat(parts.map((p) => Buffer.from(p)));
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(body.length + 4, 1);
  return new Uint8Array(Buffer.concat([head, body]));
}
const cstr = (s) => Buffer.concat([Buffer.from(enc.encode(s)), Buffer.from([0])]);
const int16 = (n) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const int32 = (n) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const parse = (sql) => message("P", cstr(""), cstr(sql), int16(0));
const bind = () => message("B", cstr(""), cstr(""), int16(0), int16(0), int16(0));
const execute = () => message("E", cstr(""), int32(0));
const sync = () => message("S");

/** The first column of every DataRow in a backend byte stream. */
function firstColumns(chunks) {
  const buf = Buffer.concat(chunks.map((c) => Buffer.from(c)));
  const out = [];
  for (let at = 0; at < buf.length; ) {
    const type = String.fromCharCode(buf[at]);
    const len = buf.readInt32BE(at + 1);
    if (type === "D") {
      const size = buf.readInt32BE(at + 7);
      out.push(buf.subarray(at + 11, at + 11 + size).toString());
    }
    if (type === "E") out.push("error");
    at += 1 + len;
  }
  return out;
}

// Each test starts its own PGlite (a WASM Postgres: seconds to boot on a busy 2-core machine, more
// while the rest of the suite runs beside it), hence the longer timeout.
describe("the embedded database's query queue", { timeout: 60_000 }, () => {
  it("runs one connection's Parse..Sync batch whole even when another connection's Parse arrives in between", async () => {
    const db = await PGlite.create();
    cleanups.push(() => db.close());
    const queue = new BatchQueryQueue(db);
    const a = [];
    const b = [];
    // (onData hands a view of PGlite's memory: copy it.) Arrival order: A's Parse, then B's whole batch, then the rest of A's. The stock queue runs them
    // in this order, so A binds B's statement and reads "b".
    const done = [
      queue.enqueue(1, parse("select 'a' as who"), (d) => a.push(Buffer.from(d))),
      queue.enqueue(2, parse("select 'b' as who"), (d) => b.push(Buffer.from(d))),
      queue.enqueue(2, bind(), (d) => b.push(Buffer.from(d))),
      queue.enqueue(2, execute(), (d) => b.push(Buffer.from(d))),
      queue.enqueue(2, sync(), (d) => b.push(Buffer.from(d))),
      queue.enqueue(1, bind(), (d) => a.push(Buffer.from(d))),
      queue.enqueue(1, execute(), (d) => a.push(Buffer.from(d))),
      queue.enqueue(1, sync(), (d) => a.push(Buffer.from(d))),
    ];
    await Promise.all(done);
    expect(firstColumns(a)).toEqual(["a"]);
    expect(firstColumns(b)).toEqual(["b"]);
  });

  it("a message that throws fails only its caller; the queue goes on", async () => {
    const calls = [];
    const fakeDb = {
      runExclusive: (fn) => fn(),
      isInTransaction: () => false,
      execProtocolRawStream: async (msg, { onRawData }) => {
        calls.push(String.fromCharCode(msg[0]));
        if (msg[0] === "Q".charCodeAt(0) && msg.length > 6) throw new Error("boom");
        onRawData(new Uint8Array([1]));
      },
    };
    const queue = new BatchQueryQueue(fakeDb);
    const results = await Promise.allSettled([
      queue.enqueue(1, message("Q", cstr("select 1")), () => {}),
      queue.enqueue(2, message("S"), () => {}),
      queue.enqueue(3, message("S"), () => {}),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled", "fulfilled"]);
    expect(calls).toEqual(["Q", "S", "S"]);
  });

  it("keeps each connection's batch whole: every concurrent query gets its own answer", async () => {
    const { pool } = await serve({ batchQueue: true });
    const { wrong, failures } = await concurrentMix(pool, 20);
    expect(failures).toEqual([]);
    expect(wrong).toEqual([]);
  });

  it("keeps a connection's turn through its transaction, and others still run after it commits", async () => {
    const { pool } = await serve({ batchQueue: true });
    const a = await pool.connect();
    await a.query("begin");
    await a.query("update t set word = $1 where id = $2", ["changed", 1]);
    let otherDone = false;
    const other = pool.query("select word from t where id = $1", [1]).then((r) => {
      otherDone = true;
      return r.rows[0].word;
    });
    // The other connection waits for the transaction; it never reads a half-done state.
    expect((await a.query("select word from t where id = $1", [1])).rows[0].word).toBe("changed");
    expect(otherDone).toBe(false);
    await a.query("commit");
    a.release();
    expect(await other).toBe("changed");
  });

  it("a connection that dies mid-transaction is rolled back and does not block the others", async () => {
    const { pool } = await serve({ batchQueue: true });
    const a = await pool.connect();
    await a.query("begin");
    await a.query("update t set word = $1 where id = $2", ["lost", 2]);
    const waiting = pool.query("select word from t where id = $1", [2]);
    a.release(new Error("drop this connection"));
    expect((await waiting).rows[0].word).toBe("w2");
  });

  it("an error in one connection's batch leaves the others' queries correct", async () => {
    const { pool } = await serve({ batchQueue: true });
    const results = await Promise.allSettled([
      pool.query("select word from t where id = $1", ["not a number"]),
      pool.query("select word from t where id = $1", [3]),
      pool.query("select nope from t where id = $1", [4]),
      pool.query("select word from t where id = $1", [5]),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled", "rejected", "fulfilled"]);
    expect(results[1].value.rows[0].word).toBe("w3");
    expect(results[3].value.rows[0].word).toBe("w5");
  });
});
