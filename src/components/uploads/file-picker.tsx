import type { ChangeEvent } from 'react';
import './file-picker.css';

export interface FilePickerProps {
  /** The visible text, also the file input's accessible name. */
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  className?: string;
  /** Open the device's camera instead of its files, where it has one (phones; elsewhere a file picker). */
  capture?: 'user' | 'environment';
  onFiles: (files: File[]) => void;
}

/** A button-looking label around a visually hidden file input (keyboard and screen readers reach the input). */
export function FilePicker({ label, accept, multiple = false, disabled = false, className = 'primary-button', capture, onFiles }: FilePickerProps) {
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <label className={`file-picker ${className}${disabled ? ' file-picker--disabled' : ''}`}>
      <input type="file" className="file-picker__input" accept={accept} multiple={multiple} disabled={disabled} capture={capture} onChange={onChange} />
      <span>{label}</span>
    </label>
  );
}
