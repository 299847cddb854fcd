import { render } from 'preact';
import { useState } from 'preact/hooks';
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
  return api ? <Explorer api={api} onSignOut={() => setApi(undefined)} /> : <SignIn onSignedIn={setApi} />;
}

render(<Root />, document.getElementById('app')!);
