import '@testing-library/jest-dom';
import { act, configure } from '@testing-library/react';
import { activateLanguage } from '@/lib/i18n';

// findBy*/waitFor give up after 1 s by default; a busy machine can need longer for a screen to
// leave its Loading state. A real failure still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  window.localStorage.clear();
});

// Every test starts in English: one that speaks Hindi does not carry it into the next.
afterEach(() => act(() => activateLanguage('en')));

// jsdom has no media queries: answer min/max-width queries against its window width (1024 px).
window.matchMedia = (query: string) => {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const width = window.innerWidth;
  const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList;
};
