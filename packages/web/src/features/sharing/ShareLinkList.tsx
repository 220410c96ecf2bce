import { type RefObject, useState } from 'react';
import { createdWhen, expiryText, hasExpired } from './share-link';
import type { SpecShare } from './shares-api';

interface ShareLinkListProps {
  shares: readonly SpecShare[] | undefined;
  loading: boolean;
  revoking: boolean;
  /** Takes the focus once a link is revoked (its row, which had it, is gone). */
  listRef: RefObject<HTMLElement | null>;
  onRevoke: (shareId: string) => void;
}

/** The spec's links, newest first, each with Revoke (asked once more before it happens). */
export function ShareLinkList({ shares, loading, revoking, listRef, onRevoke }: ShareLinkListProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const now = new Date();
  return (
    <section className="share__links" aria-labelledby="share-links-title" ref={listRef} tabIndex={-1}>
      <h3 id="share-links-title" className="share__links-title">
        Links
      </h3>
      {loading ? <p className="share__note">Loading the links…</p> : null}
      {shares && shares.length === 0 ? (
        <p className="share__empty">No links yet. Create one to let others read this spec.</p>
      ) : null}
      {shares && shares.length > 0 ? (
        <ul className="share__list" aria-label="Links">
          {shares.map((share) => {
            const created = createdWhen(share);
            const revokeLabel = `Revoke the link created ${created}`;
            const expired = hasExpired(share, now);
            return (
              <li key={share.id} className="share__item" data-expired={expired || undefined}>
                <span className="share__item-text">
                  <span>Created {created}</span>
                  <span className="share__item-expiry">{expiryText(share, now)}</span>
                </span>
                {confirming === share.id ? (
                  <fieldset className="share__confirm" aria-label={`${revokeLabel}?`}>
                    <span className="share__confirm-text">
                      Revoke? Whoever has it can no longer open the spec.
                    </span>
                    <button
                      type="button"
                      className="button small"
                      // biome-ignore lint/a11y/noAutofocus: the question appears because the user pressed Revoke.
                      autoFocus
                      onClick={() => setConfirming(null)}
                    >
                      Keep Link
                    </button>
                    <button
                      type="button"
                      className="button small danger"
                      aria-disabled={revoking || undefined}
                      onClick={() => {
                        if (!revoking) onRevoke(share.id);
                      }}
                    >
                      {revoking ? 'Revoking…' : 'Revoke Link'}
                    </button>
                  </fieldset>
                ) : (
                  <button
                    type="button"
                    className="button small"
                    aria-label={revokeLabel}
                    onClick={() => setConfirming(share.id)}
                  >
                    Revoke
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
