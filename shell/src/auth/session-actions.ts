export const callbackUrl = () => `${window.location.origin}/auth/callback`;
