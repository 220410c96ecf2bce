import { userInitials } from '@specwright/core';
import { useState } from 'react';
import type { SessionUser } from '../../state/session';
import './user-avatar.css';

/** The user's photo, or their initials when there is none (or it fails to load). Decorative. */
export function UserAvatar({ user, size = 20 }: { user: SessionUser; size?: number }) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (user.photoURL && !photoFailed) {
    return (
      <img
        className="user-avatar"
        src={user.photoURL}
        alt=""
        style={style}
        referrerPolicy="no-referrer"
        onError={() => setPhotoFailed(true)}
      />
    );
  }
  return (
    <span className="user-avatar user-avatar--initials" style={style} aria-hidden="true">
      {userInitials(user.displayName, user.email)}
    </span>
  );
}
