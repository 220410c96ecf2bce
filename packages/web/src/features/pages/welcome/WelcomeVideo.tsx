/** Only http(s) addresses may be embedded. */
export function safeVideoUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function WelcomeVideo({ url }: { url: string }) {
  return (
    <div className="welcome-video">
      <iframe
        src={url}
        title="Introduction to Specwright"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        allowFullScreen
      />
    </div>
  );
}
