import { ApiError, TesseraApi } from './api';

const STORAGE_KEY = 'tessera.explorer.apiKey';

/** The key lives in sessionStorage only: gone when the tab closes, never in a URL or a cookie. */
export const storedKey = (): string | null => sessionStorage.getItem(STORAGE_KEY);
export const forgetKey = (): void => sessionStorage.removeItem(STORAGE_KEY);

/**
 * Checks a pasted key against the API and keeps it. Answers the message to show when it is refused. API keys start
 * with kg_; anything else (the operator's admin token, a typo) is refused before it is sent anywhere.
 */
export async function signIn(raw: string): Promise<{ api: TesseraApi } | { error: string }> {
  const key = raw.trim();
  if (!key) return { error: 'Paste your API key (it starts with kg_).' };
  if (!key.startsWith('kg_') || /\s/.test(key)) {
    return { error: 'That is not an API key: API keys start with kg_. The admin token is not accepted here.' };
  }
  const api = new TesseraApi(key);
  try {
    await api.indexes();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return { error: `The server did not accept this API key (${error.message}). Check that you pasted the whole key and that it has not been revoked.` };
    }
    return { error: error instanceof ApiError ? `Could not sign in: ${error.message}` : `Could not sign in: ${String(error)}` };
  }
  sessionStorage.setItem(STORAGE_KEY, key);
  return { api };
}
