import { FileText, KeyRound, ShieldCheck, UserRound } from "lucide-react";
import type { CurrentUser } from "@contract/auth.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs.tsx";
import { ApiTokensTab } from "./api-tokens-tab.tsx";
import { PoliciesTab } from "./policies-tab.tsx";
import { PrivacyDataTab } from "./privacy-data-tab.tsx";
import { ProfileTab } from "./profile-tab.tsx";

/** Settings' tabs: Profile, Privacy & Data, API tokens, Terms & Policies. */
export function SettingsTabs({ user }: { user: CurrentUser }) {
  return (
    <Tabs defaultValue="profile" className="grid gap-2">
      <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
        <TabsTrigger value="profile">
          <UserRound className="hidden size-4 sm:block" aria-hidden />
          Profile
        </TabsTrigger>
        <TabsTrigger value="privacy">
          <ShieldCheck className="hidden size-4 sm:block" aria-hidden />
          Privacy &amp; Data
        </TabsTrigger>
        <TabsTrigger value="tokens">
          <KeyRound className="hidden size-4 sm:block" aria-hidden />
          API tokens
        </TabsTrigger>
        <TabsTrigger value="policies">
          <FileText className="hidden size-4 sm:block" aria-hidden />
          Terms &amp; Policies
        </TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        <ProfileTab user={user} />
      </TabsContent>
      <TabsContent value="privacy">
        <PrivacyDataTab />
      </TabsContent>
      <TabsContent value="tokens">
        <ApiTokensTab />
      </TabsContent>
      <TabsContent value="policies">
        <PoliciesTab />
      </TabsContent>
    </Tabs>
  );
}
