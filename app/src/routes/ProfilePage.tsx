import { ProfileTabs, useMessages, useSnackbar } from '@kwartier/ui';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { api } from '../api';
import { messages } from '../messages';
import { submitResult } from '../submit';

export function ProfilePage() {
  const { user } = useRouteContext({ from: '/authenticated' });
  const router = useRouter();
  const snackbar = useSnackbar();
  const t = useMessages(messages);
  return (
    <ProfileTabs
      user={user}
      onSaveDetails={async (body) => {
        const result = await submitResult(api.POST('/api/user/updateprofile', { body }));
        if (!result) {
          // Reloading the user switches language and date format at once.
          await router.invalidate();
          snackbar.success(t('profileSaved'));
        }
        return result;
      }}
      onChangePassword={async (body) => {
        const result = await submitResult(api.POST('/api/user/changepassword', { body }));
        if (!result) snackbar.success(t('passwordChanged'));
        return result;
      }}
    />
  );
}
