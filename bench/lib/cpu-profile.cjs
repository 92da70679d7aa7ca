// Preloaded with NODE_OPTIONS=--require (Node refuses --cpu-prof there): profiles the `next start` process
// in-process through the inspector and writes a .cpuprofile to BENCH_CPU_PROF_DIR when it exits.
const path = require("node:path");
const fs = require("node:fs");
const dir = process.env.BENCH_CPU_PROF_DIR;
if (dir && process.argv.some((a) => /next[\\/]dist[\\/]bin[\\/]next$/.test(a)) && process.argv.includes("start")) {
  const inspector = require("node:inspector");
  const session = new inspector.Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.setSamplingInterval", { interval: 500 });
  session.post("Profiler.start");
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    // An in-process session answers synchronously, so this works inside an 'exit' handler.
    session.post("Profiler.stop", (error, result) => {
      if (error) return;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `next-server-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  };
  process.on("exit", write);
  process.on("SIGUSR2", write);
}
