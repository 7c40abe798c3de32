export { AuthProvider, LOGIN_FAILED, REGISTER_FAILED } from './AuthProvider';
export { useAuth, type AuthState } from './authContext';
export { forgetSession, SESSION_KEY, type Session } from './session';
