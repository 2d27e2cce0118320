// Tests start from the documented defaults, whatever MOCK_* variables the shell or CI exports,
// with the logger off (pass `logLevel` to buildApp to see logs while debugging a test).
for (const name of Object.keys(process.env)) {
  if (name.startsWith('MOCK_')) delete process.env[name];
}
process.env.MOCK_LOG_LEVEL = 'silent';
// The cheap password hash (scrypt N = 2^10, 1.6 ms) instead of the default 0.4 s one: tests sign
// in thousands of times. password-hashing.test.ts checks the default cost on its own.
process.env.MOCK_PASSWORD_HASH_COST = '10';
// Many tests make more changes a minute than one operator would (200 concurrent edits, corpora of
// payloads): the write limit is off unless a test sets it; throttle.test.ts tests it.
process.env.MOCK_WRITE_LIMIT_PER_ACCOUNT = '0';
