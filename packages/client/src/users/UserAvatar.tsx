import { type ReactElement, useState } from 'react';
import { useBlurhashDataUrl } from '@/blurhash';
import { useSettingValue } from '@/settings';
import { StillImage } from '@/ui';
import { drawableDecorations, WithDecorations } from './AvatarDecorations';
import type { ShownDecoration } from './avatarDecoration';
import { isHttpUrl } from './httpUrl';
import styles from './UserAvatar.module.css';

export interface UserAvatarProps {
  user: {
    username: string;
    name?: string | null;
    avatarUrl?: string | null;
    avatarBlurhash?: string | null;
    avatarDecorations?: readonly ShownDecoration[];
  };
  size?: number;
}

/**
 * The user's picture, or their initial on a tinted disc, with the decorations they wear drawn
 * over it (unless showAvatarDecorations is off or the data saver keeps avatars). Decorative
 * (alt=""): the name is always shown or spoken next to it.
 */
export function UserAvatar({ user, size = 40 }: UserAvatarProps) {
  const face = <AvatarFace user={user} size={size} />;
  // Most users wear nothing: their avatars (hundreds in a timeline) read no more settings.
  const worn = drawableDecorations(user.avatarDecorations);
  if (worn.length === 0) return face;
  return (
    <DecoratedAvatar decorations={worn} size={size}>
      {face}
    </DecoratedAvatar>
  );
}

/** The decorations over the face, unless showAvatarDecorations is off or the data saver keeps avatars. */
function DecoratedAvatar(props: {
  decorations: readonly ShownDecoration[];
  size: number;
  children: ReactElement;
}) {
  const shown = useSettingValue('showAvatarDecorations');
  const saving = useSettingValue('dataSaver').avatar;
  const still = useSettingValue('disableShowingAnimatedImages');
  if (!shown || saving) return props.children;
  return (
    <WithDecorations decorations={props.decorations} size={props.size} still={still}>
      {props.children}
    </WithDecorations>
  );
}

function AvatarFace({ user, size }: Required<UserAvatarProps>): ReactElement {
  const initial = (user.name?.trim() || user.username).slice(0, 1).toUpperCase();
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  const picture = user.avatarUrl && isHttpUrl(user.avatarUrl) ? user.avatarUrl : null;
  // The data saver loads no picture: its blurred placeholder (or the initial) stands in.
  const saving = useSettingValue('dataSaver').avatar && picture !== null;
  const still = useSettingValue('disableShowingAnimatedImages');
  // The blurred placeholder sits behind the picture until it has loaded (then it is dropped,
  // so a transparent avatar does not show it through).
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const placeholder = useBlurhashDataUrl(
    picture && (saving || loadedUrl !== picture) ? user.avatarBlurhash : null,
  );
  const withPlaceholder = placeholder
    ? { ...style, backgroundImage: `url(${placeholder})`, backgroundSize: 'cover' }
    : style;
  if (saving && placeholder) {
    return <span className={styles.avatar} style={withPlaceholder} aria-hidden="true" data-saver="" />;
  }
  if (picture && still && !saving) {
    return <StillImage className={styles.avatar} src={picture} label="" style={style} />;
  }
  if (picture && !saving) {
    return (
      <img
        className={styles.avatar}
        src={picture}
        alt=""
        style={withPlaceholder}
        loading="lazy"
        onLoad={() => setLoadedUrl(picture)}
      />
    );
  }
  return (
    <span className={`${styles.avatar} ${styles.initial}`} style={style} aria-hidden="true">
      {initial}
    </span>
  );
}
