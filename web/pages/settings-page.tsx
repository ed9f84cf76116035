import { PageHeader } from "@web/components/page-header.tsx";
import { useCurrentUser } from "@web/features/auth/queries.ts";
import { SettingsTabs } from "@web/features/settings/components/settings-tabs.tsx";

/** `/settings`: profile, privacy and data, terms and policies. */
export default function SettingsPage() {
  const { user } = useCurrentUser();
  return (
    <>
      <PageHeader title="Settings" description="Manage your profile, your data and the policies that apply." />
      {user ? <SettingsTabs user={user} /> : null}
    </>
  );
}
