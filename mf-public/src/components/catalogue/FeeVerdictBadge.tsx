import type { FeeCheckSummary } from 'contracts';

/**
 * A search card's fee check, compact: the verdict's label after the fee ("Dalam kisaran umum" /
 * "Within the usual range"; the detail page says the numbers behind it). Nothing for an API older
 * than contracts 1.9.0.
 */
export function FeeVerdictBadge({ check }: { check: FeeCheckSummary | undefined }) {
  if (!check) return null;
  return (
    <>
      {' '}
      <span className={`badge fee-verdict fee-verdict--${check.verdict}`}>{check.verdict_label}</span>
    </>
  );
}
