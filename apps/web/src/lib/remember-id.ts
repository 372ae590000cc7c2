/**
 * 아이디 저장: the username is kept in localStorage (not the password, not the tokens) to prefill
 * the login form next time.
 */
const KEY = 'bathhouse.savedUsername';

export function savedUsername(): string {
  try {
    return window.localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberUsername(username: string | null) {
  try {
    if (username) window.localStorage.setItem(KEY, username);
    else window.localStorage.removeItem(KEY);
  } catch {
    // storage disabled: nothing to remember
  }
}
