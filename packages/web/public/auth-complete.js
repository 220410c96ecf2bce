// The page a sign-in popup lands on after Google, GitHub or single sign-on: it tells the Specwright
// window (on the same origin) how it went, then closes. Opened without a popup, it returns to the app.
(() => {
  const params = new URLSearchParams(window.location.search);
  const failed = params.get('status') === 'error' || params.has('error');
  const message = failed
    ? { status: 'error', error: params.get('error') || undefined }
    : { status: 'success' };
  try {
    const channel = new BroadcastChannel('specwright-auth');
    channel.postMessage(message);
    channel.close();
  } catch {
    // No BroadcastChannel: the opener notices the closed popup instead.
  }
  window.close();
  setTimeout(() => window.location.replace('/'), 500);
})();
