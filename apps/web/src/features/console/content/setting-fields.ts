import type { z } from 'zod';

export type FieldKind = 'text' | 'won' | 'percent' | 'count';

export type SettingField = {
  key: string;
  label: string;
  kind: FieldKind;
  /** the unit after a number (분, 일); won and percent have theirs */
  unit?: string;
  hint?: string;
  placeholder?: string;
  /** spans the whole row */
  wide?: boolean;
  required?: boolean;
  maxLength?: number;
  inputMode?: 'text' | 'tel' | 'email' | 'url' | 'numeric' | 'decimal';
  /** shown, sent back as it is, not edited here (a plan rate changes only by a scheduled change) */
  readOnly?: boolean;
};

/** A section of the shop setting as its form shows it: a panel of fields over the contract's schema. */
export type SettingSection = {
  title: string;
  description?: string;
  schema: z.ZodType;
  fields: SettingField[];
};
