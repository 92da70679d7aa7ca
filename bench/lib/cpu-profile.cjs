// Preloaded with NODE_OPTIONS=--require (Node refuses --cpu-prof there) into the `next start` process: the
// first SIGUSR2 starts the inspector's CPU profiler, the second (or exit) writes a .cpuprofile to
// BENCH_CPU_PROF_DIR, so the profile covers the measured load and not the server's start.
const path = require("node:path");
const fs = require("node:fs");
const dir = process.env.BENCH_CPU_PROF_DIR;
if (dir && process.argv.some((a) => /next[\\/]dist[\\/]bin[\\/]next$/.test(a)) && process.argv.includes("start")) {
  const inspector = require("node:inspector");
  let session = null;
  const stop = () => {
    if (!session) return;
    const s = session;
    session = null;
    // An in-process session answers synchronously, so this also works inside an 'exit' handler.
    s.post("Profiler.stop", (error, result) => {
      if (error) return;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `next-server-${process.pid}-${Date.now()}.cpuprofile`), JSON.stringify(result.profile));
    });
  };
  process.on("SIGUSR2", () => {
    if (session) return stop();
    session = new inspector.Session();
    session.connect();
    session.post("Profiler.enable");
    session.post("Profiler.setSamplingInterval", { interval: 500 });
    session.post("Profiler.start");
  });
  process.on("exit", stop);
}
