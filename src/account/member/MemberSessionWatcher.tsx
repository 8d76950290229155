import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { memberSession } from './memberSession';

/** Lets the member session send the visitor to /member_login when it ends (logout, expiry, 401). */
export function MemberSessionWatcher() {
  const navigate = useNavigate();
  useEffect(() => {
    memberSession.setNavigator((path) => navigate(path, { replace: true }));
    memberSession.sync();
    return () => memberSession.setNavigator(null);
  }, [navigate]);
  return null;
}
