// Loaded into an API process by bench/liveStreams.ts (NODE_OPTIONS=--import): on SIGUSR2 it
// collects the garbage and writes the process's memory (process.memoryUsage(), bytes) as JSON to
// $BENCH_HEAP_PROBE_FILE, so that the bench reads the heap of a process it did not start itself.
import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';

const file = process.env.BENCH_HEAP_PROBE_FILE;
if (file) {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  process.on('SIGUSR2', () => {
    gc();
    gc();
    fs.writeFileSync(`${file}.tmp`, JSON.stringify({ pid: process.pid, at: Date.now(), ...process.memoryUsage() }));
    fs.renameSync(`${file}.tmp`, file);
  });
}
