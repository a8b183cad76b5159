/** Slides the crop box along its free axis (keyboard and pointer alike). */
export function CropPan({ axis, pan, onPan }: { axis: 'x' | 'y' | null; pan: number; onPan: (pan: number) => void }) {
  if (axis === null) return null;
  const label = axis === 'x' ? 'Crop position, left to right' : 'Crop position, top to bottom';
  return (
    <label className="crop-pan">
      <span className="crop-pan__label">{label}</span>
      <input type="range" min={0} max={100} step={1} value={Math.round(pan * 100)} onChange={(e) => onPan(Number(e.target.value) / 100)} />
    </label>
  );
}
