import { render } from 'preact';
import { useCallback, useState } from 'preact/hooks';
import { TesseraApi } from './api';
import { Explorer } from './app';
import { storedKey } from './session';
import { SignIn } from './sign-in';
import './style.css';

function Root() {
  const [api, setApi] = useState<TesseraApi | undefined>(() => {
    const key = storedKey();
    return key ? new TesseraApi(key) : undefined;
  });
  const [reason, setReason] = useState<string>();
  const signOut = useCallback((why?: string) => {
    setReason(why);
    setApi(undefined);
  }, []);
  return api ? <Explorer api={api} onSignOut={signOut} /> : <SignIn onSignedIn={setApi} notice={reason} />;
}

render(<Root />, document.getElementById('app')!);
