import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import type { PublicCount, TransparencyActionKind } from '@serendip/protocol';
import { SUGGESTED_INTERESTS, useLabelsTranslation } from './namespaces/labels';
import { formattersFor } from './format';

/** How the app names, in the language it speaks, what the protocol sends by id. */
export interface Labels {
  /** A report category ('self-harm') by its id; an id the app does not know, as it is. */
  reportCategory(id: string): string;
  /** A kind of decision in the transparency report ('ban' → "Bans"). */
  transparencyAction(kind: TransparencyActionKind): string;
  /**
   * An interest: a suggested one ('Music', its wire value) in the language; one the person typed,
   * as typed.
   */
  interest(interest: string): string;
  /** A published count: the number, or "fewer than 10". */
  publicCount(count: PublicCount): string;
}

/** The labels for a `t` of the `labels` namespace in `language`. */
export function labelsFor(t: TFunction, language: string): Labels {
  const format = formattersFor(language);
  return {
    reportCategory: (id) => t(`reportCategories.${id}`, { defaultValue: id }),
    transparencyAction: (kind) => t(`transparencyActions.${kind}`),
    interest: (interest) =>
      SUGGESTED_INTERESTS.has(interest) ? t(`interests.${interest}`) : interest,
    publicCount: (count) =>
      typeof count === 'number'
        ? format.number(count)
        : t('publicCount.fewerThan', { limit: format.number(count.fewerThan) }),
  };
}

/**
 * The labels in the app's language (suspends until the `labels` catalogue of a language other
 * than English has loaded). The wire keeps the ids and the spec's English; only what is shown
 * changes: `useLabels().reportCategory(report.category)`.
 */
export function useLabels(): Labels {
  const { t, i18n } = useLabelsTranslation();
  const language = i18n.language;
  return useMemo(() => labelsFor(t, language), [t, language]);
}
