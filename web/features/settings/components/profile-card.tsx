import { CircleAlert, RotateCw, UserRound } from "lucide-react";
import type { CurrentUser } from "@contract/auth.ts";
import { Alert } from "@web/components/ui/alert.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { readableError } from "@web/lib/api.ts";
import { useProfile } from "../queries.ts";
import { ProfileForm } from "./profile-form.tsx";

/** The Profile card: loads `GET /api/profile`, then the form (reset whenever the saved profile changes). */
export function ProfileCard({ user }: { user: CurrentUser }) {
  const profile = useProfile();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <UserRound className="size-5 text-primary" aria-hidden />
          Profile
        </CardTitle>
        <CardDescription>Your username and the picture shown as your avatar.</CardDescription>
      </CardHeader>
      <CardContent>
        {profile.data ? (
          <ProfileForm
            key={`${profile.data.username}\n${profile.data.profilePicture ?? ""}`}
            user={user}
            profile={profile.data}
          />
        ) : profile.isError ? (
          <Alert variant="destructive" role="alert" className="items-center">
            <CircleAlert aria-hidden />
            <span className="flex-1">
              Your profile could not be loaded: {readableError(profile.error, "Failed to load profile")}
            </span>
            <Button variant="outline" size="sm" onClick={() => void profile.refetch()} disabled={profile.isFetching}>
              <RotateCw aria-hidden />
              Try again
            </Button>
          </Alert>
        ) : (
          <div className="grid gap-5" aria-busy="true" aria-label="Loading profile">
            <div className="flex items-center gap-4">
              <Skeleton className="size-16 rounded-full" />
              <Skeleton className="h-5 w-40" />
            </div>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
