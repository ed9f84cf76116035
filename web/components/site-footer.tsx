import { Link } from "wouter";
import { routes } from "@web/lib/routes.ts";
import { cn } from "@web/lib/utils.ts";

const linkClass =
  "rounded-sm text-muted-foreground underline-offset-4 transition-colors hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** Policy links (and Settings when signed in) and the copyright line with the current year. */
export function SiteFooter({ signedIn, className }: { signedIn: boolean; className?: string }) {
  return (
    <footer className={cn("border-t bg-background", className)}>
      <div className="mx-auto flex w-full max-w-6xl flex-col items-center justify-between gap-3 px-4 py-5 text-sm sm:flex-row sm:px-6 lg:px-8">
        <p className="text-muted-foreground">&copy; {new Date().getFullYear()} Mnemo. All rights reserved.</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2">
            <li>
              <Link href={routes.privacyPolicy} className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link href={routes.termsOfService} className={linkClass}>
                Terms of Service
              </Link>
            </li>
            {signedIn ? (
              <li>
                <Link href={routes.settings} className={linkClass}>
                  Settings
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
