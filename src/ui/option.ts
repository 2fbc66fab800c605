/** One option of a choice (a select, radio buttons, checkboxes): its value and what it reads. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}
