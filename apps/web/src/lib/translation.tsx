import { cloneElement, Fragment, isValidElement, useMemo, useSyncExternalStore } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { i18n } from './i18n';
import { interpolate } from './translator';
import type { TFunction, TOptions } from './translator';

export type { TFunction, TOptions } from './translator';

/** Bumped once per change of language or arrival of texts: components reading texts render again. */
let version = 0;
const renders = new Set<() => void>();
const bump = () => {
  version += 1;
  for (const render of [...renders]) render();
};
i18n.on('languageChanged', bump);
i18n.on('added', bump);
const subscribe = (render: () => void) => {
  renders.add(render);
  return () => void renders.delete(render);
};
const getVersion = () => version;

/**
 * The texts of the current language. `t` is a new function after each change, so memoised values and effects that
 * list it follow the language.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const current = useSyncExternalStore(subscribe, getVersion, getVersion);
  // `current` is the dependency that makes a new `t`; the function itself reads the translator's state.
  return useMemo<{ t: TFunction; i18n: typeof i18n }>(() => ({ t: (key, options) => i18n.t(key, options), i18n }), [current]);
}

type Components = Readonly<Record<string, ReactElement>>;

const TAG = /<(\w+)\s*(\/?)>/g;

/**
 * Turns `Sent to <email>{{email}}</email>` into nodes: each tag becomes a copy of the component of that name with the
 * tag's content as its children (a tag with no component keeps its content only). Values are filled in afterwards,
 * in the text between tags, so a value can never become markup.
 */
function toNodes(text: string, components: Components, values: TOptions | undefined): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  for (;;) {
    TAG.lastIndex = 0;
    const open = TAG.exec(rest);
    if (!open) break;
    const [tag, name, selfClosing] = open;
    const before = rest.slice(0, open.index);
    const close = `</${name}>`;
    const end = selfClosing ? -1 : rest.indexOf(close, open.index + tag.length);
    if (!selfClosing && end < 0) break;
    if (before) nodes.push(interpolate(before, values));
    const inner = selfClosing ? [] : toNodes(rest.slice(open.index + tag.length, end), components, values);
    const component = components[name!];
    const key = nodes.length;
    nodes.push(
      isValidElement(component) ? (
        cloneElement(component, { key }, ...inner)
      ) : (
        <Fragment key={key}>{inner}</Fragment>
      ),
    );
    rest = selfClosing ? rest.slice(open.index + tag.length) : rest.slice(end + close.length);
  }
  if (rest) nodes.push(interpolate(rest, values));
  return nodes;
}

export interface TransProps {
  i18nKey: string;
  values?: TOptions;
  /** The elements the text's tags stand for, by tag name. */
  components?: Components;
}

/** A text with markup: the language decides where the emphasised or left-to-right parts sit. */
export function Trans({ i18nKey, values, components = {} }: TransProps) {
  useTranslation();
  return <>{toNodes(i18n.template(i18nKey, values), components, values)}</>;
}
