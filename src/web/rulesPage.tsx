// The layout every game's rules page shares: a title, the sections of text, the game's own extras, a way back.
import type { ReactNode } from 'react';
import { useTitle } from './gamePage.js';
import { linkHandler } from './router.js';

export interface RulesSection {
  readonly title: string;
  readonly body: readonly string[];
}

export function RulesPage(props: {
  title: string;
  sections: readonly RulesSection[];
  /** Where the button leads, and its label. */
  back: string;
  backLabel: string;
  /** Sections after the text (a legend of the colours or tiles). */
  children?: ReactNode;
}) {
  useTitle(props.title);
  return (
    <article className="rules">
      <h1>{props.title}</h1>
      {props.sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.body.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
      {props.children}
      <p>
        <a className="button primary" href={props.back} onClick={linkHandler(props.back)}>
          {props.backLabel}
        </a>
      </p>
    </article>
  );
}
