// Whether a process of this id runs: signal 0 asks without disturbing it. EPERM means it runs as another user (the
// embedded PostgreSQL may run as `postgres` when the server is root).
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
