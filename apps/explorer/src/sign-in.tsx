import { useState } from 'preact/hooks';
import type { TesseraApi } from './api';
import { signIn } from './session';

export function SignIn({ onSignedIn, notice }: { onSignedIn: (api: TesseraApi) => void; notice?: string }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | undefined>(notice);
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    const result = await signIn(key);
    setBusy(false);
    if ('error' in result) setError(result.error);
    else onSignedIn(result.api);
  };
  return (
    <main class="sign-in">
      <form onSubmit={submit} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">Tessera explorer</h1>
        <p>Sign in with an API key (the one <code>npm start</code> printed, or one from your operator).</p>
        <label for="api-key">API key</label>
        <input
          id="api-key" type="password" autocomplete="off" spellcheck={false} placeholder="kg_…"
          value={key} onInput={(e) => setKey((e.target as HTMLInputElement).value)}
          aria-invalid={error ? 'true' : undefined} aria-describedby={error ? 'sign-in-error' : undefined}
        />
        <button type="submit" disabled={busy}>{busy ? 'Signing in…' : 'Sign in'}</button>
        {error && <p id="sign-in-error" class="error" role="alert">{error}</p>}
        <p class="hint">The key stays in this browser tab (session storage) and is sent only as a Bearer header.</p>
      </form>
    </main>
  );
}
