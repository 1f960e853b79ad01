// React Router's default browser entry, except that the page's interface catalogue (a static asset
// the HTML preloads, decision 0048) is in hand before hydration, so the first client render matches
// the server's text, and a console page drawn on the server hydrates with the answers it was drawn with
// (app/api/server-answers.ts).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { languageOfPath } from '../contracts/page-language.ts';
import { loadCatalogue } from './i18n/catalogue-fetch.ts';
import { AnswerSourceContext, pageAnswerSource } from './api/server-answers.ts';

function hydrate() {
  const answers = pageAnswerSource(document);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <AnswerSourceContext value={answers}>
          <HydratedRouter />
        </AnswerSourceContext>
      </StrictMode>,
    );
  });
}

// Without the catalogue (a failed fetch) the page still hydrates: its words then show as keys until
// the next full load, which beats a page whose links and forms never come alive.
loadCatalogue(languageOfPath(window.location.pathname)).then(hydrate, (error: unknown) => {
  console.error(error);
  hydrate();
});
