// A catalogue sentence whose figures are set in bold: the sentence is translated whole (word order
// differs between the languages) and the named placeholders become <strong>.
import { Fragment } from 'react';

export function Emphasised({ template, values, strong }: { template: string; values: Record<string, string | number>; strong: readonly string[] }) {
  // split with a capture group alternates text and placeholder names.
  const parts = template.split(/\{\{(\w+)\}\}/);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>;
        const value = part in values ? String(values[part]) : `{{${part}}}`;
        return strong.includes(part) ? <strong key={i}>{value}</strong> : <Fragment key={i}>{value}</Fragment>;
      })}
    </>
  );
}
