type Option<T extends string> = { value: T; label: string };

/** A row of toggle buttons that picks one value, e.g. the inbox's type or status filter. */
export function InboxFilter<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: Array<Option<T>>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="inbox-filter">
      <legend>{legend}</legend>
      <div className="inbox-filter-options">
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            className="inbox-filter-option"
            aria-pressed={o.value === value}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
