import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { errorText } from '../../shared/api.js';
import { useSession } from './auth.js';
import { hub, type Profile } from './hub-api.js';

interface ProfileState {
  profile: Profile | null;
  error: string | null;
  reload: () => void;
}

const ProfileContext = createContext<ProfileState>({ profile: null, error: null, reload: () => undefined });

/** The signed-in user's profile (hub role, organization and role in it), loaded once per sign-in. */
export function ProfileProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!session) {
      setProfile(null);
      return;
    }
    let live = true;
    hub
      .get('/api/v1/account/profile')
      .then((answer) => live && setProfile(answer.profile))
      .catch((e: unknown) => live && setError(errorText(e)));
    return () => {
      live = false;
    };
  }, [session, tick]);
  return (
    <ProfileContext.Provider value={{ profile, error, reload: () => setTick((n) => n + 1) }}>
      {children}
    </ProfileContext.Provider>
  );
}

export const useProfile = () => useContext(ProfileContext);
export const isHubAdmin = (profile: Profile | null) => profile?.role === 'admin' || profile?.role === 'superadmin';
