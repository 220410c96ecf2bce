/** The choice between a background task (progress, Cancel) and one synchronous call. */
export function RunInBackgroundOption({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (inBackground: boolean) => void;
}) {
  return (
    <label className="form-checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      Run in the background (shows progress and can be cancelled)
    </label>
  );
}
