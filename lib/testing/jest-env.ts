// Quiet logs in tests unless asked for; set before any module reads the environment.
process.env.LOG_LEVEL ??= 'warn';
