import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOAuthRequest, submitDecision, takeOAuthRequest } from './oauthRequest';

function addMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  forgetOAuthRequest();
  for (const meta of document.head.querySelectorAll('meta[name*=":oauth:"]')) meta.remove();
  for (const form of document.body.querySelectorAll('form')) form.remove();
});

describe('the OAuth request in the page', () => {
  it('is read once, its transaction tag removed, only web URLs kept', () => {
    addMeta('misskey:oauth:transaction-id', 'tx-1');
    addMeta('misskey:oauth:client-name', '<b>App</b>');
    addMeta('misskey:oauth:scope', 'read:account write:notes read:account');
    addMeta('shiori:oauth:client-logo', 'javascript:alert(1)');
    addMeta('shiori:oauth:redirect-uri', 'https://app.example/cb');
    const request = takeOAuthRequest();
    expect(request).toMatchObject({
      transactionId: 'tx-1',
      clientName: '<b>App</b>',
      permissions: ['read:account', 'write:notes'],
      logo: null,
    });
    expect(request?.redirectUri?.host).toBe('app.example');
    expect(document.querySelector('meta[name="misskey:oauth:transaction-id"]')).toBeNull();
    expect(takeOAuthRequest()).toBe(request);
  });

  it('is null when the page was not served with one', () => {
    expect(takeOAuthRequest()).toBeNull();
  });

  it('posts the decision as a form with Misskey’s fields', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const request = {
      transactionId: 'tx-2',
      clientName: 'App',
      permissions: [],
      logo: null,
      redirectUri: null,
    };
    submitDecision(request, 'token-1', 'deny');
    const form = document.body.querySelector('form') as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(new URL(form.action).pathname).toBe('/oauth/decision');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      login_token: 'token-1',
      transaction_id: 'tx-2',
      cancel: 'cancel',
    });
    expect(submit).toHaveBeenCalledOnce();
    submit.mockRestore();
  });
});
