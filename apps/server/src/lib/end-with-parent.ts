/**
 * `npm start` runs the server as a child with an IPC channel (scripts/start.ts). When the start script ends in a way
 * that cannot pass a signal on (kill -9, a crash), the channel closes: the server then shuts down too, instead of
 * being left running and holding the port and the data folder. A server started on its own has no channel.
 */
export function endWithParent(stop: () => void): void {
  if (!process.send) return;
  if (!process.connected) stop();
  else process.once('disconnect', stop);
}
