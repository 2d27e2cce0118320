// Runtime configuration. Empty here: the build-time values apply. The Docker image rewrites this
// file at start from VITE_APP_API_URL, VITE_APP_BASE_URL and VITE_APP_ENABLE_API_MOCKING (and
// VITE_APP_REQUEST_TIMEOUT_MS when set).
window.__RESTPOINT_CONFIG__ = {};
