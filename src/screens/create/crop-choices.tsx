import { useId } from 'react';
import { CROP_CHOICES, CROP_LABEL, CropRatio } from '../../lib/media/crop';

export interface CropChoicesProps {
  ratio: CropRatio;
  originalAllowed: boolean;
  originalNote: string | null;
  onChoose: (ratio: CropRatio) => void;
}

/** Crop ratio radios: Original (when the shape is allowed), 1:1, 4:5, 1.91:1 (001 §5 aspect ratios). */
export function CropChoices({ ratio, originalAllowed, originalNote, onChoose }: CropChoicesProps) {
  const name = useId();
  const noteId = `${name}-note`;
  return (
    <fieldset className="crop-choices">
      <legend className="crop-choices__legend">Crop</legend>
      <div className="crop-choices__options">
        {CROP_CHOICES.map((choice) => {
          const disabled = choice === CropRatio.original && !originalAllowed;
          return (
            <label key={choice} className={`crop-choices__option${disabled ? ' crop-choices__option--disabled' : ''}`}>
              <input
                type="radio"
                name={name}
                value={choice}
                checked={ratio === choice}
                disabled={disabled}
                aria-describedby={disabled && originalNote ? noteId : undefined}
                onChange={() => onChoose(choice)}
              />
              <span>{CROP_LABEL[choice]}</span>
            </label>
          );
        })}
      </div>
      {!originalAllowed && originalNote ? (
        <p id={noteId} className="crop-choices__note">
          Original isn’t available. {originalNote}
        </p>
      ) : null}
    </fieldset>
  );
}
