import { useState } from "react";
import type { CurrentUser } from "@contract/auth.ts";
import { cn } from "@web/lib/utils.ts";
import { initials } from "../display-name.ts";

/** The profile image if present (and loadable), otherwise the initials. Decorative: the name is shown beside it. */
export function UserAvatar({ user, className }: { user: CurrentUser; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = user.profileImageUrl;
  return (
    <span
      aria-hidden
      className={cn(
        "inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/10 text-xs font-semibold text-primary",
        className,
      )}
    >
      {url && url !== failedUrl ? (
        <img
          src={url}
          alt=""
          className="size-full object-cover"
          referrerPolicy="no-referrer"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        initials(user)
      )}
    </span>
  );
}
