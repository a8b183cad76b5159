/** A settings switch (a checkbox with role switch) labelled by its text, with a hint under it. */
export function SwitchRow({ label, hint, checked, disabled, onChange }: { label: string; hint: string; checked: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="settings__switch">
      <span>
        {label}
        <span className="settings__hint">{hint}</span>
      </span>
      <input type="checkbox" role="switch" checked={checked} disabled={disabled} onChange={(e) => onChange(e.currentTarget.checked)} />
    </label>
  );
}
