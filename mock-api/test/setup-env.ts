// Tests start from the documented defaults, whatever MOCK_* variables the shell or CI exports,
// with the logger off (pass `logLevel` to buildApp to see logs while debugging a test).
for (const name of Object.keys(process.env)) {
  if (name.startsWith('MOCK_')) delete process.env[name];
}
process.env.MOCK_LOG_LEVEL = 'silent';
