import { Brand } from "@web/components/brand.tsx";
import { SiteFooter } from "@web/components/site-footer.tsx";
import { ThemeToggle } from "@web/components/theme-toggle.tsx";
import { FeatureCards } from "./feature-cards.tsx";
import { LandingHero } from "./landing-hero.tsx";
import { RunsOffline } from "./runs-offline.tsx";
import { GetStartedLink, SignInLink } from "./sign-in-link.tsx";

/**
 * The screen signed-out visitors get on the app's routes: hero with "Get started" and the sign-in link, six
 * features, what runs offline, the audience line, policy links.
 */
export function Landing() {
  return (
    <div className="flex min-h-svh flex-col bg-gradient-to-b from-surface to-background">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
        <Brand />
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <SignInLink size="sm" variant="ghost" className="hidden sm:inline-flex" />
          <GetStartedLink size="sm" className="hidden sm:inline-flex" />
        </div>
      </header>
      <main className="flex-1">
        <LandingHero />
        <FeatureCards />
        <RunsOffline />
        <p className="px-4 pb-20 text-center text-sm font-medium text-muted-foreground">
          Built for students, researchers, and knowledge workers
        </p>
      </main>
      <SiteFooter signedIn={false} />
    </div>
  );
}
