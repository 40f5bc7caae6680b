// What the process writes to stdout and stderr while a test runs (written nowhere else meanwhile), for the tests that
// check what the logs hold and what they must never hold.
export interface CapturedOutput {
  text: () => string;
  restore: () => void;
}

export function captureOutput(): CapturedOutput {
  const written: string[] = [];
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  const spies = [
    jest.spyOn(process.stdout, 'write').mockImplementation(capture),
    jest.spyOn(process.stderr, 'write').mockImplementation(capture),
  ];
  return { text: () => written.join(''), restore: () => spies.forEach((spy) => spy.mockRestore()) };
}
