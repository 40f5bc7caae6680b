// Preloaded into the bench's own server (`node --require scripts/bench-memory-probe.cjs dist/server.js`): answers the
// bench's IPC message 'memory' with process.memoryUsage(), the figures only the process itself can read. Bench only:
// `npm start` never loads it.
process.on('message', (message) => {
  if (message === 'memory' && process.send) process.send({ memoryUsage: process.memoryUsage() });
});
// The IPC channel must not keep a server that is shutting down alive.
if (process.channel) process.channel.unref();
