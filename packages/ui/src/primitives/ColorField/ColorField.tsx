import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  ColorArea,
  ColorPicker,
  ColorSlider,
  ColorSwatch,
  ColorThumb,
  Dialog,
  DialogTrigger,
  Input,
  Label,
  Popover,
  SliderOutput,
  SliderTrack,
  TextField as AriaTextField,
  parseColor,
  type Color,
  type ValidationResult,
} from 'react-aria-components';
import { useMessages } from '../../i18n/useMessages';
import * as fieldStyles from '../../internal/styles/field.css';
import { normalizeHexColor } from './colorValue';
import { messages } from './ColorField.messages';
import * as styles from './ColorField.css';
import { FieldLabel } from '../field/FieldLabel';
import { FieldDescription } from '../field/FieldDescription';
import { FieldError } from '../field/FieldError';

/** Props of {@link ColorField}. */
export interface ColorFieldProps {
  /** Visible label. Required for accessibility unless `aria-label` is given. */
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Help text under the field, linked with aria-describedby. */
  description?: ReactNode;
  /**
   * Error text under the field (e.g. a server error). A string marks the field invalid. Server
   * errors given to an enclosing `<Form validationErrors>` for this field's `name` (e.g. `color`,
   * `primary_color`) are shown in the same place without this prop. Typed text that is not a
   * colour shows a translated message instead.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The colour as the API stores it, `#rrggbbaa`, or `null` for none (controlled). */
  value?: string | null;
  /** The colour at first, `#rrggbbaa` (uncontrolled). */
  defaultValue?: string | null;
  /**
   * Called with the new colour as lower-case `#rrggbbaa` whenever it changes: as soon as the typed
   * text is a colour (`#rgb`, `#rrggbb` and `#rrggbbaa` are accepted, alpha `ff` when left out),
   * while dragging the picker or the opacity slider, and with `null` when the text is emptied or
   * is no colour (so a form never saves the last valid colour while the field shows another text).
   */
  onChange?: (value: string | null) => void;
  /** Marks the field required: shows * after the label and sets aria-required. */
  isRequired?: boolean;
  /** Disables the field, the picker and the opacity slider. */
  isDisabled?: boolean;
  /** The colour can be read and copied but not changed. */
  isReadOnly?: boolean;
  /** Marks the field invalid without a message (prefer `errorMessage`). */
  isInvalid?: boolean;
  /** Form field name; also the key of this field's server error in `<Form validationErrors>`. */
  name?: string;
  /** Extra class on the outer element. */
  className?: string;
}

/** Shown by the picker and the slider while there is no colour yet. */
const FALLBACK_COLOR = '#808080ff';

const toStored = (color: Color) => color.toString('hexa').toLowerCase();

/**
 * A colour field for colours stored as hex with alpha (`#rrggbbaa`): the client colour and the
 * organisation's theme colours. Type the hex code, or press the swatch to pick with a
 * saturation/brightness area and a hue slider; the opacity slider below sets the alpha. Arrow
 * keys move the area's and the sliders' thumbs; Escape closes the picker.
 */
export function ColorField({
  label,
  'aria-label': ariaLabel,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  isRequired,
  isDisabled,
  isReadOnly,
  isInvalid,
  name,
  className,
}: ColorFieldProps) {
  const t = useMessages(messages);
  const isControlled = value !== undefined;
  const [uncontrolled, setUncontrolled] = useState<string | null>(() => normalizeHexColor(defaultValue));
  const current = isControlled ? normalizeHexColor(value) : uncontrolled;
  const [text, setText] = useState(current ?? '');
  const [hasFormatError, setFormatError] = useState(false);

  // A new value from outside replaces the text, unless the text already means that colour.
  useEffect(() => {
    setText((previous) => (normalizeHexColor(previous) === current ? previous : (current ?? '')));
    if (current) setFormatError(false);
  }, [current]);

  const color = useMemo(() => parseColor(current ?? FALLBACK_COLOR), [current]);

  const emit = (next: string | null) => {
    if (next === current) return;
    if (!isControlled) setUncontrolled(next);
    onChange?.(next);
  };

  const typed = (nextText: string) => {
    setText(nextText);
    const hex = normalizeHexColor(nextText);
    if (hex) {
      setFormatError(false);
      emit(hex);
    } else {
      // Empty or not (yet) a colour: the value is no colour, so a form can never save the last
      // valid one while the field shows something else. The error shows once the user leaves
      // the field (commit), not while they are still typing.
      if (nextText.trim() === '') setFormatError(false);
      emit(null);
    }
  };

  // On leaving the field (or Enter) the text is written the stored way, or flagged when it is no colour.
  const commit = () => {
    const hex = normalizeHexColor(text);
    if (hex) setText(hex);
    else setFormatError(text.trim() !== '');
  };

  const picked = (next: Color) => {
    const hex = toStored(next);
    setText(hex);
    setFormatError(false);
    emit(hex);
  };

  const invalid = hasFormatError || isInvalid || (typeof errorMessage === 'string' && errorMessage !== '') || undefined;
  const cannotChange = isDisabled || isReadOnly;

  return (
    <ColorPicker value={color} onChange={picked}>
      <AriaTextField
        value={text}
        onChange={typed}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        aria-label={ariaLabel}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isInvalid={invalid}
        name={name}
        className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <div className={styles.row}>
          <DialogTrigger>
            <AriaButton className={styles.swatchButton} aria-label={t('pickColor')} isDisabled={cannotChange}>
              {/* The button is named; the swatch itself is only the preview. */}
              <span className={styles.swatchBackdrop} aria-hidden="true">
                {current && <ColorSwatch className={styles.swatch} color={current} />}
              </span>
            </AriaButton>
            <Popover className={styles.popover} placement="bottom start" offset={4}>
              <Dialog className={styles.dialog} aria-label={t('pickColor')}>
                <ColorFieldPicker areaLabel={t('saturationAndBrightness')} hueLabel={t('hue')} />
              </Dialog>
            </Popover>
          </DialogTrigger>
          <Input
            className={styles.hexInput}
            placeholder={t('placeholder')}
            spellCheck={false}
            autoCorrect="off"
            autoCapitalize="none"
            autoComplete="off"
          />
        </div>
        <ColorSlider className={styles.slider} channel="alpha" isDisabled={cannotChange}>
          <Label className={styles.sliderLabel}>{t('opacity')}</Label>
          <SliderOutput className={styles.sliderOutput} />
          <div className={styles.trackBackdrop}>
            <SliderTrack className={styles.track}>
              <ColorThumb className={styles.thumb} />
            </SliderTrack>
          </div>
        </ColorSlider>
        <FieldDescription>{description}</FieldDescription>
        <FieldError>{hasFormatError ? t('invalidFormat') : errorMessage}</FieldError>
      </AriaTextField>
    </ColorPicker>
  );
}

/**
 * The picker's content: a saturation/brightness area and a hue slider. The area's thumb takes
 * focus when the picker opens, so the arrow keys work at once (react-aria would focus the dialog).
 */
function ColorFieldPicker({ areaLabel, hueLabel }: { areaLabel: string; hueLabel: string }) {
  const areaRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Runs before the dialog's own focus effect, which leaves focus alone when it is already inside.
    areaRef.current?.querySelector('input')?.focus();
  }, []);
  return (
    <>
      {/* Saturation and brightness: two sliders for assistive technology; arrow keys move the thumb. */}
      <ColorArea
        ref={areaRef}
        aria-label={areaLabel}
        className={styles.area}
        colorSpace="hsb"
        xChannel="saturation"
        yChannel="brightness"
      >
        <ColorThumb className={styles.thumb} />
      </ColorArea>
      <ColorSlider className={styles.slider} colorSpace="hsb" channel="hue">
        <Label className={styles.sliderLabel}>{hueLabel}</Label>
        <SliderOutput className={styles.sliderOutput} />
        <SliderTrack className={styles.hueTrack}>
          <ColorThumb className={styles.thumb} />
        </SliderTrack>
      </ColorSlider>
    </>
  );
}
