import { AVATAR_SIZE_PX, DEFAULT_AVATAR_SRC } from "../shell-constants";

/** Spec 2.4: the 36px avatar, or a static default image when the user has none. */
export function AvatarImage({ src, size = AVATAR_SIZE_PX }: { src: string | null; size?: number }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- avatars are data URLs or any host; next/image adds nothing at 36px
    <img src={src || DEFAULT_AVATAR_SRC} alt="" width={size} height={size} className="rounded-full border border-border bg-muted object-cover" style={{ width: size, height: size }} />
  );
}
